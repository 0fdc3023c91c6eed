import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Dec,
  commissionFor,
  convert,
  marginInQuote,
  money,
  pointsToPrice,
  priceToPoints,
  profitInQuote,
  splitProRata,
  swapInQuote,
} from './money';

const FX = { contractSize: 100000, point: '0.00001' };
const JPY = { contractSize: 100000, point: '0.001' };
const GOLD = { contractSize: 100, point: '0.01' };

describe('profit in the quote currency, then in USD', () => {
  it('EURUSD buy 1.00 lot 1.10005 -> 1.10495 makes 490.00 USD', () => {
    // (1.10495 - 1.10005) x 100,000 x 1.00 = 490
    expect(money(profitInQuote(FX, 'buy', 100, '1.10005', '1.10495'))).toBe('490.00');
  });

  it('USDJPY sell 0.50 lot 150.000 -> 149.250 makes 37,500 JPY = 251.26 USD at 149.250', () => {
    const jpy = profitInQuote(JPY, 'sell', 50, '150.000', '149.250');
    expect(jpy.toFixed()).toBe('37500');
    // 37,500 / 149.250 = 251.256...
    expect(money(convert(jpy, [{ rate: '149.250', multiply: false }]))).toBe('251.26');
  });

  it('USDJPY buy 1.00 lot 150.020 -> 151.000 makes 98,000 JPY = 648.96 USD at 151.010', () => {
    const jpy = profitInQuote(JPY, 'buy', 100, '150.020', '151.000');
    expect(jpy.toFixed()).toBe('98000');
    // 98,000 / 151.010 = 648.9636...
    expect(money(convert(jpy, [{ rate: '151.010', multiply: false }]))).toBe('648.96');
  });

  it('EURGBP buy 2.00 lots 0.85500 -> 0.85625 makes 250.00 GBP = 317.50 USD at GBPUSD 1.27000', () => {
    const gbp = profitInQuote(FX, 'buy', 200, '0.85500', '0.85625');
    expect(money(gbp)).toBe('250.00');
    expect(money(convert(gbp, [{ rate: '1.27000', multiply: true }]))).toBe('317.50');
  });

  it('XAUUSD buy 0.10 lot 2350.20 -> 2361.70 makes 115.00 USD (100 oz contract)', () => {
    // 11.50 x 100 x 0.10
    expect(money(profitInQuote(GOLD, 'buy', 10, '2350.20', '2361.70'))).toBe('115.00');
  });

  it('a sell loses what the same buy wins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 1, max: 300000 }),
        fc.integer({ min: 1, max: 300000 }),
        (lots, open, close) => {
          const o = pointsToPrice(open, 5);
          const c = pointsToPrice(close, 5);
          return profitInQuote(FX, 'buy', lots, o, c)
            .plus(profitInQuote(FX, 'sell', lots, o, c))
            .isZero();
        },
      ),
    );
  });
});

describe('margin = contractSize x lots x price / leverage, in USD', () => {
  it('EURUSD 1.00 lot at 1.10000, 1:100 -> 1,100.00 USD', () => {
    expect(money(marginInQuote(FX, 100, '1.10000', 100))).toBe('1100.00');
  });

  it('USDJPY 1.00 lot at 150.000, 1:100 -> 150,000 JPY = 1,000.00 USD', () => {
    const jpy = marginInQuote(JPY, 100, '150.000', 100);
    expect(jpy.toFixed()).toBe('150000');
    expect(money(convert(jpy, [{ rate: '150.000', multiply: false }]))).toBe('1000.00');
  });

  it('XAUUSD 0.10 lot at 2350.00, 1:100 -> 235.00 USD', () => {
    expect(money(marginInQuote(GOLD, 10, '2350.00', 100))).toBe('235.00');
  });

  it('EURGBP 1.00 lot at 0.85500, 1:200 -> 427.50 GBP = 542.93 USD at 1.27000 (542.925 rounds up)', () => {
    const gbp = marginInQuote(FX, 100, '0.85500', 200);
    expect(money(gbp)).toBe('427.50');
    expect(money(convert(gbp, [{ rate: '1.27000', multiply: true }]))).toBe('542.93');
  });

  it('scales linearly with lots and inversely with leverage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 2, max: 50 }),
        fc.constantFrom(1, 50, 100, 200, 500),
        fc.integer({ min: 50000, max: 200000 }),
        (lots, k, leverage, price) => {
          const p = pointsToPrice(price, 5);
          const one = marginInQuote(FX, lots, p, leverage);
          return (
            marginInQuote(FX, lots * k, p, leverage).equals(one.times(k)) &&
            // dividing by e.g. 300 does not terminate: equal to 20 places
            marginInQuote(FX, lots, p, leverage * k)
              .times(k)
              .minus(one)
              .abs()
              .lt('1e-20')
          );
        },
      ),
    );
  });
});

describe('swap and commission', () => {
  it('EURUSD long swap -7.20 points on 2.00 lots: -14.40 a night, -43.20 on Wednesday night', () => {
    expect(money(swapInQuote(FX, '-7.20', 200, 1))).toBe('-14.40');
    expect(money(swapInQuote(FX, '-7.20', 200, 3))).toBe('-43.20');
  });

  it('USDJPY long swap 14.80 points on 1.00 lot: 1,480 JPY a night', () => {
    expect(swapInQuote(JPY, '14.80', 100, 1).toFixed()).toBe('1480');
  });

  it('commission 7.00 per lot round turn: 0.30 lot -> -2.10, 0.01 lot -> -0.07; none -> 0.00', () => {
    expect(money(commissionFor('7.00', 30))).toBe('-2.10');
    expect(money(commissionFor('7.00', 1))).toBe('-0.07');
    expect(money(commissionFor('0.00', 100))).toBe('0.00');
  });
});

describe('pro rata split of a partial close', () => {
  it('rounds the closed part to cents and leaves the exact rest', () => {
    expect(splitProRata('-0.35', 2, 5).map((d) => d.toFixed(2))).toEqual(['-0.14', '-0.21']);
    expect(splitProRata('-10.00', 1, 3).map((d) => d.toFixed(2))).toEqual(['-3.33', '-6.67']);
    // -0.025 rounds half away from zero
    expect(splitProRata('-0.05', 1, 2).map((d) => d.toFixed(2))).toEqual(['-0.03', '-0.02']);
  });

  it('always adds up to the original amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 2, max: 10000 }),
        fc.nat(),
        (c, total, n) => {
          const closed = 1 + (n % (total - 1));
          const amount = new Dec(c).div(100);
          const [a, b] = splitProRata(amount, closed, total);
          return a.plus(b).equals(amount) && a.decimalPlaces() <= 2 && b.decimalPlaces() <= 2;
        },
      ),
    );
  });
});

describe('money and price text', () => {
  it('rounds money half away from zero and never shows -0.00', () => {
    expect(money('2.005')).toBe('2.01');
    expect(money('-2.005')).toBe('-2.01');
    expect(money('-0.004')).toBe('0.00');
    expect(money('1100')).toBe('1100.00');
  });

  it('formats and parses prices with the symbol digits', () => {
    expect(pointsToPrice(108345, 5)).toBe('1.08345');
    expect(pointsToPrice(5, 5)).toBe('0.00005');
    expect(pointsToPrice(235000, 2)).toBe('2350.00');
    expect(pointsToPrice(0, 3)).toBe('0.000');
    expect(priceToPoints('1.1', 5)).toBe(110000);
    expect(priceToPoints('1.0834500', 5)).toBe(108345);
    expect(priceToPoints('1.083451', 5)).toBeNull();
    expect(priceToPoints('-1.0', 5)).toBeNull();
    expect(priceToPoints('1e3', 5)).toBeNull();
  });

  it('parses what it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 6 }), (points, digits) => {
        return priceToPoints(pointsToPrice(points, digits), digits) === points;
      }),
    );
  });
});

describe('money text', () => {
  it('writes a decimal already in cents as the rounding route writes its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 2 }), (whole, places) => {
        const value = new Dec(whole).div(10 ** places);
        // A string always takes the rounding route.
        return money(value) === money(value.toString());
      }),
    );
  });

  it('rounds more places half away from zero and never writes -0.00', () => {
    expect(money(new Dec('-0'))).toBe('0.00');
    expect(money(new Dec('-0.004'))).toBe('0.00');
    expect(money(new Dec('0.005'))).toBe('0.01');
    expect(money(new Dec('-0.005'))).toBe('-0.01');
    expect(money(new Dec('-12.30'))).toBe('-12.30');
  });
});
