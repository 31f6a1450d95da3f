import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { convertDateRanges, dateRangeParams, exportQuery } from './date-range';

const startOf = (d: string) => dayjs(d).startOf('day').toISOString();
const endOf = (d: string) => dayjs(d).endOf('day').toISOString();

describe('date-range conversion', () => {
  it('runs from the start of the first day to the end of the last', () => {
    const params = dateRangeParams([new Date(2024, 2, 5, 15, 30), new Date(2024, 2, 7, 8, 0)]);
    expect(params).toEqual({ beginTime: startOf('2024-03-05'), endTime: endOf('2024-03-07') });
    expect(dayjs(params.endTime).format('HH:mm:ss.SSS')).toBe('23:59:59.999');
    expect(dayjs(params.beginTime).format('HH:mm:ss')).toBe('00:00:00');
  });

  it('sends nothing for an empty or half-filled range end', () => {
    expect(dateRangeParams(null)).toEqual({});
    expect(dateRangeParams(['2024-03-05', null])).toEqual({ beginTime: startOf('2024-03-05') });
  });

  it("maps each range field to the spec's begin and end names", () => {
    const out = convertDateRanges({
      sku: 'X',
      timeRange: ['2024-01-01', '2024-01-02'],
      wareTimeRange: ['2024-01-01', '2024-01-01'],
      inTimeRange: ['2024-01-01', '2024-01-01'],
      dateRange: ['2024-01-01', '2024-01-01'],
      outTimeRange: ['2024-01-01', '2024-01-01'],
      inboundTimeRange: ['2024-01-01', '2024-01-01'],
      finishTimeRange: ['2024-01-01', '2024-01-01'],
    });
    expect(Object.keys(out).sort()).toEqual(
      [
        'sku',
        'beginTime',
        'endTime',
        'wareBeginTime',
        'wareEndTime',
        'beginInTime',
        'endInTime',
        'beginDate',
        'endDate',
        'outBeginTime',
        'outEndTime',
        'inBeginTime',
        'inEndTime',
        'finishBeginTime',
        'finishEndTime',
      ].sort(),
    );
    expect(out.endTime).toBe(endOf('2024-01-02'));
  });

  it('builds the export query with the range and the selected ids', () => {
    expect(exportQuery({ status: 1 }, ['2024-01-01', '2024-01-31'], [3, 4])).toEqual({
      status: 1,
      beginTime: startOf('2024-01-01'),
      endTime: endOf('2024-01-31'),
      searchIdList: [3, 4],
    });
  });
});
