import { describe, expect, it } from 'vitest';
import { selectByFilterBodySchema } from './community';
import { DEFAULT_RANKING_BODY, RANKING_RANGES } from './ranking';

describe('the ranking tables without schemas', () => {
  it('give the default query the request schema makes of an empty body', () => {
    expect(DEFAULT_RANKING_BODY).toEqual(selectByFilterBodySchema.parse({}));
  });

  it('bound the request schema by the same ranges', () => {
    const body = (growth: { min?: number; max?: number }) => selectByFilterBodySchema.safeParse({ growth });
    expect(body({ min: RANKING_RANGES.growth.min }).success).toBe(true);
    expect(body({ min: RANKING_RANGES.growth.min - 1 }).success).toBe(false);
  });
});
