/**
 * What the web app's route table needs of the subscribers (the list's address), apart from the
 * zod schemas, so the first load carries these words and not the schemas.
 */
export const ALERT_SUBSCRIBER_ORDERS = ['SubscriberName', 'PhoneNumber'] as const;
