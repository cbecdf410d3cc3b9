import { addDays, earliestDemoDateOnServer, isCalendarDate, localIsoDate, utcIsoDate } from './calendar-date';

describe('calendar dates', () => {
  it('knows which dates exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2030-02-29')).toBe(false);
    expect(isCalendarDate('2030-13-01')).toBe(false);
    expect(isCalendarDate('2030-5-14')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it("reads the visitor's date from their clock, and the server's from UTC", () => {
    const moment = new Date(2031, 0, 5, 12, 0);
    expect(localIsoDate(moment)).toBe('2031-01-05');
    expect(utcIsoDate(new Date(Date.UTC(2031, 0, 5, 23, 30)))).toBe('2031-01-05');
    expect(earliestDemoDateOnServer(new Date(Date.UTC(2031, 0, 5, 0, 10)))).toBe('2031-01-04');
  });
});
