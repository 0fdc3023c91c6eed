import { installStorageFallback } from './storage-guard';

// Imported first by main.tsx: runs before any module reads localStorage (lib/session reads it on load).
installStorageFallback();
