import { ALERT_SUBSCRIBER_ORDERS, type AlertSubscribersQuery } from '@siteline/shared';
import { addressParam, addressSchema, type AddressOf } from '@/lib/address/address-params.ts';

const shape = {
  orderBySubscribers: addressParam.oneOf(ALERT_SUBSCRIBER_ORDERS),
  reverseSubscribers: addressParam.flag(),
};

/** spec 001 §2: the subscribers' list's parameters, orderBySubscribers and reverseSubscribers. */
export const alertSubscribersAddress = addressSchema(shape, (address) => ({
  orderBySubscribers:
    address.orderBySubscribers === 'SubscriberName' ? undefined : address.orderBySubscribers,
  reverseSubscribers: address.reverseSubscribers ? true : undefined,
}));

export type AlertSubscribersSearch = AddressOf<typeof shape>;

export function resolveSubscribersOrder(search: AlertSubscribersSearch): AlertSubscribersQuery {
  return {
    orderBySubscribers: search.orderBySubscribers ?? 'SubscriberName',
    reverseSubscribers: search.reverseSubscribers ?? false,
  };
}
