import type { ThemeConfig } from 'antd';
import { createContext } from 'react';

/**
 * The antd theme the parts below draw with (`AntdScope`): the site's, from the app's root, or a template's
 * own (template 2's dark terminal, the dark embed). Null outside the public app (the operator console and
 * the tests have their own ConfigProvider, which a scope then leaves alone).
 */
export const SiteThemeContext = createContext<ThemeConfig | null>(null);
