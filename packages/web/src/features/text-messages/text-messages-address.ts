import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

/** /text-messages/history: the page (from 1; left out for the first). */
export const textMessagesHistoryAddress = addressSchema(
  { page: addressParam.positiveInt() },
  (address) => ({ page: address.page === 1 ? undefined : address.page }),
);

/** /text-messages/{id}/detail?isNew=true: opened right after the send (spec 002 §2). */
export const textMessagesDetailAddress = addressSchema(
  { isNew: addressParam.flag() },
  (address) => ({ isNew: address.isNew ? true : undefined }),
);
