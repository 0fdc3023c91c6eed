import {
  AndroidOutlined,
  AppleFilled,
  AppleOutlined,
  FileOutlined,
  FilePdfOutlined,
  GlobalOutlined,
  RobotOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import type { DownloadPlatform } from '@copytrade/contracts/cms';
import type { ReactNode } from 'react';
import { platformOf } from '../utils/platforms';

const ICONS: Record<DownloadPlatform, ReactNode> = {
  windows: <WindowsOutlined />,
  mac: <AppleOutlined />,
  web: <GlobalOutlined />,
  android: <AndroidOutlined />,
  ios: <AppleFilled />,
  'mt4-ea': <RobotOutlined />,
  pdf: <FilePdfOutlined />,
};

/** The icon of a download's platform (a plain file for an unknown one); decorative, its name is beside it. */
export function PlatformIcon({ platform }: { platform: string }) {
  const known = platformOf(platform);
  return <span aria-hidden>{known ? ICONS[known] : <FileOutlined />}</span>;
}
