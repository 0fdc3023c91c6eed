import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOG,
  allServers,
  findServer,
  patchServer,
  platformOf,
  validateCatalog,
  type Catalog,
} from './catalog';

const symbol = (server: string, standard: string) =>
  findServer(DEFAULT_CATALOG, server)!.symbols.find((s) => s.standardSymbol === standard);

describe('the default catalog', () => {
  it('has three brokers with seven trade servers', () => {
    expect(DEFAULT_CATALOG.platforms.map((p) => [p.name, p.servers.map((s) => s.name)])).toEqual([
      ['Meridian Markets', ['MeridianMarkets-Live', 'MeridianMarkets-Demo']],
      ['Apex Capital', ['ApexCapital-Real01', 'ApexCapital-Real02', 'ApexCapital-Demo']],
      ['Orion FX', ['OrionFX-Pro', 'OrionFX-Demo']],
    ]);
    expect(
      allServers(DEFAULT_CATALOG)
        .filter((s) => s.isDemo)
        .map((s) => s.name),
    ).toEqual(['MeridianMarkets-Demo', 'ApexCapital-Demo', 'OrionFX-Demo']);
    expect(platformOf(DEFAULT_CATALOG, 'OrionFX-Pro')?.name).toBe('Orion FX');
    expect(findServer(DEFAULT_CATALOG, 'Nowhere')).toBeUndefined();
    expect(() => validateCatalog(DEFAULT_CATALOG)).not.toThrow();
  });

  it('names one market three ways: EURUSD, EURUSD.m, EURUSDpro', () => {
    expect(symbol('MeridianMarkets-Live', 'EURUSD')?.symbol).toBe('EURUSD');
    expect(symbol('ApexCapital-Real02', 'EURUSD')?.symbol).toBe('EURUSD.m');
    expect(symbol('OrionFX-Pro', 'EURUSD')?.symbol).toBe('EURUSDpro');
    expect(symbol('OrionFX-Pro', 'XAUUSD')?.symbol).toBe('XAUUSDpro');
    expect(DEFAULT_CATALOG.markets).toHaveLength(16);
  });

  it('has realistic digits and contract sizes', () => {
    const spec = (standard: string) => symbol('MeridianMarkets-Live', standard)!;
    expect([spec('EURUSD').digits, spec('EURUSD').point, spec('EURUSD').contractSize]).toEqual([
      5,
      '0.00001',
      100000,
    ]);
    expect([spec('USDJPY').digits, spec('USDJPY').point]).toEqual([3, '0.001']);
    expect([spec('XAUUSD').digits, spec('XAUUSD').contractSize, spec('XAUUSD').symbolType]).toEqual([
      2, 100, 2,
    ]);
    expect([spec('XAGUSD').digits, spec('XAGUSD').contractSize]).toEqual([3, 5000]);
    expect([spec('US30').symbolType, spec('USOIL').symbolType]).toEqual([3, 4]);
    expect([spec('EURGBP').baseCurrency, spec('EURGBP').quoteCurrency]).toEqual(['EUR', 'GBP']);
  });

  it('differs a little between servers', () => {
    // Max lot 50 on Meridian, 100 on Apex.
    expect(symbol('MeridianMarkets-Live', 'EURUSD')!.maxLot).toBe(5000);
    expect(symbol('ApexCapital-Real01', 'EURUSD')!.maxLot).toBe(10000);
    // Apex: raw spread plus 7.00 per lot; Orion: no commission, wider spread.
    expect(symbol('ApexCapital-Real01', 'EURUSD')).toMatchObject({
      commissionPerLot: '7.00',
      typicalSpread: 2,
    });
    expect(symbol('OrionFX-Pro', 'EURUSD')).toMatchObject({ commissionPerLot: '0.00', typicalSpread: 17 });
    expect(symbol('MeridianMarkets-Live', 'EURUSD')).toMatchObject({
      commissionPerLot: '0.00',
      typicalSpread: 12,
    });
    // Apex Real01 has no silver.
    expect(symbol('ApexCapital-Real01', 'XAGUSD')).toBeUndefined();
    expect(symbol('ApexCapital-Real02', 'XAGUSD')).toBeDefined();
    // Stop levels and swaps.
    expect(
      ['MeridianMarkets-Live', 'ApexCapital-Real01', 'OrionFX-Pro'].map(
        (s) => symbol(s, 'EURUSD')!.stopLevel,
      ),
    ).toEqual([10, 0, 20]);
    expect(
      ['MeridianMarkets-Live', 'ApexCapital-Real01', 'OrionFX-Pro'].map((s) => symbol(s, 'EURUSD')!.swapLong),
    ).toEqual(['-7.20', '-6.90', '-7.60']);
    expect(symbol('OrionFX-Pro', 'US30')).toMatchObject({ minLot: 10, lotStep: 10 });
    expect(allServers(DEFAULT_CATALOG).map((s) => s.timezoneOffsetMinutes)).toEqual([
      120, 120, 120, 180, 120, 0, 0,
    ]);
    expect(allServers(DEFAULT_CATALOG).map((s) => s.stopOutLevel)).toEqual([50, 50, 30, 30, 30, 20, 20]);
  });

  it('refuses inconsistent catalogs', () => {
    const broken = (f: (c: Catalog) => Catalog) => () => validateCatalog(f(structuredClone(DEFAULT_CATALOG)));
    expect(broken((c) => patchServer(c, 'OrionFX-Pro', {}, { EURUSD: { minLot: 5, lotStep: 10 } }))).toThrow(
      /lots/,
    );
    expect(broken((c) => patchServer(c, 'OrionFX-Pro', {}, { EURUSD: { symbol: 'GBPUSDpro' } }))).toThrow(
      /duplicate symbol/,
    );
    expect(
      broken((c) => {
        c.platforms[0]!.servers[0]!.symbols[0]!.digits = 4;
        return c;
      }),
    ).toThrow(/digits/);
    expect(
      broken((c) => {
        c.platforms[1]!.servers.push(c.platforms[0]!.servers[0]!);
        return c;
      }),
    ).toThrow(/duplicate server/);
    expect(() => patchServer(DEFAULT_CATALOG, 'Nowhere', {})).toThrow(RangeError);
  });
});
