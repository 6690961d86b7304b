// The hour is a wall-clock hour in the chosen zone, so it is printed without any zone shift.
const hourFormat = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

export interface HourOption {
  value: number;
  label: string;
}

/** 0–23 as the user's locale writes them ("8:00 AM" or "08:00"). */
export const digestHours: HourOption[] = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: hourFormat.format(new Date(Date.UTC(2000, 0, 1, hour))),
}));
