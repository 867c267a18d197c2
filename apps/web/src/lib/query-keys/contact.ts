export const contactMessagesKey = <Q>(query: Q) => ['contact', 'messages', query] as const;
