import {
  BookOutlined,
  CloudDownloadOutlined,
  FileTextOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';

/** The icon of an education module (cover placeholders, badges, navigation). */
export function ModuleIcon({ moduleCode }: { moduleCode: string }) {
  switch (moduleCode) {
    case 'article':
      return <ReadOutlined aria-hidden />;
    case 'course':
      return <PlayCircleOutlined aria-hidden />;
    case 'encyclopedia':
      return <BookOutlined aria-hidden />;
    case 'information':
      return <NotificationOutlined aria-hidden />;
    case 'download':
      return <CloudDownloadOutlined aria-hidden />;
    default:
      return <FileTextOutlined aria-hidden />;
  }
}
