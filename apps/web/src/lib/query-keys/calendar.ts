export const calendarFeedKey = ['calendar', 'feed'] as const;

export const remindersKey = ['reminders'] as const;
