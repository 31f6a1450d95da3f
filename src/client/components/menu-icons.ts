import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconBell,
  IconBox,
  IconBrandTiktok,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconChartLine,
  IconCircleDot,
  IconClipboardCheck,
  IconDashboard,
  IconDownload,
  IconHome,
  IconLayoutGrid,
  IconListDetails,
  IconMail,
  IconMapPin,
  IconPackageExport,
  IconPackageImport,
  IconPlugConnected,
  IconReceipt,
  IconScan,
  IconSettings,
  IconShieldCheck,
  IconStack2,
  IconTag,
  IconTool,
  IconTruckDelivery,
  IconUser,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

/**
 * Route meta.icon names (tabler icon names, as written in the route table) to their components.
 * Only the icons the route table names are imported: every portal's menu carries this map, so an
 * icon no route uses would be downloaded for nothing (menu-icons.test.ts checks each route's icon).
 */
const MENU_ICONS: Record<string, Icon> = {
  'arrow-back-up': IconArrowBackUp,
  'arrows-exchange': IconArrowsExchange,
  bell: IconBell,
  box: IconBox,
  'brand-tiktok': IconBrandTiktok,
  'building-store': IconBuildingStore,
  'building-warehouse': IconBuildingWarehouse,
  'chart-bar': IconChartBar,
  'chart-line': IconChartLine,
  'clipboard-check': IconClipboardCheck,
  dashboard: IconDashboard,
  download: IconDownload,
  home: IconHome,
  'layout-grid': IconLayoutGrid,
  'list-details': IconListDetails,
  mail: IconMail,
  'map-pin': IconMapPin,
  'package-export': IconPackageExport,
  'package-import': IconPackageImport,
  'plug-connected': IconPlugConnected,
  receipt: IconReceipt,
  scan: IconScan,
  settings: IconSettings,
  'shield-check': IconShieldCheck,
  stack: IconStack2,
  tag: IconTag,
  tool: IconTool,
  'truck-delivery': IconTruckDelivery,
  user: IconUser,
  users: IconUsers,
  wallet: IconWallet,
};

/** The icon of a menu entry; entries without a known icon get a neutral dot. */
export function menuIcon(name: string | undefined): Icon {
  return (name && MENU_ICONS[name]) || IconCircleDot;
}
