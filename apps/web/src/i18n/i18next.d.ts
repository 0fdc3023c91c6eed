import 'i18next';
import type zhCN from './locales/zh_CN.json';

declare module 'i18next' {
  // Declaration merging needs an interface: it types every t() key against the Chinese resources.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}
