import { describe, expect, it } from 'vitest';
import { findDates, parseOneDate } from './dates.ts';

describe('dates', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['Sept 2002', '2002-09'],
    ['Agosto 2017', '2017-08'],
    ['März 2019', '2019-03'],
    ['janv. 2021', '2021-01'],
    ['03/2019', '2019-03'],
    ['2017/09', '2017-09'],
    ['2019-03', '2019-03'],
    ['15.03.2019', '2019-03'],
    ['2020年3月', '2020-03'],
    ['сентябрь 2018', '2018-09'],
    ['2015', '2015'],
  ])('reads %s', (text, expected) => {
    expect(parseOneDate(text)).toBe(expected);
  });

  it.each([
    ['Jan 2020 – Present', { startDate: '2020-01', current: true }],
    ['03/2018 - heute', { startDate: '2018-03', current: true }],
    ['sept. 2019 – actuel', { startDate: '2019-09', current: true }],
    ['Enero 2020 - actualidad', { startDate: '2020-01', current: true }],
    ['2021 – atual', { startDate: '2021', current: true }],
    ['май 2019 — настоящее время', { startDate: '2019-05', current: true }],
    ['2019年9月 - 至今', { startDate: '2019-09', current: true }],
    ['since 2020', { startDate: '2020', current: true }],
    ['May 2018 to Aug 2019', { startDate: '2018-05', endDate: '2019-08', current: false }],
    ['2016\u00AD2018', { startDate: '2016', endDate: '2018', current: false }],
  ])('reads the range %s', (text, expected) => {
    const [found] = findDates(text.replace('\u00AD', '-'));
    expect(found).toMatchObject(expected);
    if (expected.current) expect(found?.endDate).toBeUndefined();
  });

  it('does not take a phone number or a version for a date', () => {
    expect(findDates('Python 3.11')).toEqual([]);
  });
});

describe('a range whose start month has no year', () => {
  it('takes the end year', () => {
    expect(findDates('June – August 2019: intern')[0]).toMatchObject({
      startDate: '2019-06',
      endDate: '2019-08',
    });
  });
});
