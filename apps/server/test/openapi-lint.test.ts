import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { createTestContext, type TestContext } from './harness';

/**
 * The OpenAPI document the server serves at /docs/json, linted with Redocly's recommended rules plus an
 * operationId and a description on every operation (redocly.yaml at the root). 0 problems of any severity.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestContext;
let document: string;
beforeAll(async () => {
  t = await createTestContext();
  document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).body;
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('passes redocly lint without errors or warnings', async () => {
    const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`,
    );
    expect(found).toEqual([]);
  });

  it('names every operation of the API table by its key', () => {
    const doc = JSON.parse(document) as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const [name, entry] of Object.entries(API)) {
      const op = doc.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
      expect(op?.operationId, name).toBe(name);
    }
  });
});
