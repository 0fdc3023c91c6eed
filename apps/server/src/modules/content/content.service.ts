import { pickLocalized, type Locale } from '@copytrade/contracts/locale';
import type { Column, MenuItem, SiteFooter } from '@copytrade/contracts/site';
import type { FooterGroupOutput } from '@copytrade/contracts/site-settings';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import type { SiteScope } from '../../platform/context';
import type { SiteService } from '../sites/site.service';
import {
  deleteColumns,
  insertColumn,
  listColumns,
  listAllColumns,
  type ColumnRow,
} from './content.repository';

/** The header menu is at most three levels deep (spec 2, Shared header). */
export const MAX_MENU_DEPTH = 3;

type Node = ColumnRow & { children: Node[] };

/** Builds the tree from parent links; orphans and anything deeper than `maxDepth` are dropped. */
export function buildTree(rows: ColumnRow[], maxDepth = MAX_MENU_DEPTH): Node[] {
  const byParent = new Map<number | null, ColumnRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const grow = (parentId: number | null, depth: number): Node[] =>
    depth > maxDepth
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({ ...row, children: grow(row.id, depth + 1) }));
  return grow(null, 1);
}

/** A footer link or group as the site admin edits it: its texts in every language. */
export type FooterGroupValue = { title: LocalizedText; links: { title: LocalizedText; url: string }[] };

const names = (t: LocalizedText) => ({ zh_CN: t.zh_CN, en_US: t.en_US ?? '', zh_Hant: t.zh_Hant ?? '' });

function toMenuItem(node: Node): MenuItem {
  const n = names(node.name);
  return {
    columnId: node.id,
    frontUrl: node.frontUrl,
    contentUrl: node.contentUrl,
    columnName: n.zh_CN,
    columnNameEn: n.en_US,
    columnNameHant: n.zh_Hant,
    isShowSecondMenu: node.isShowSecondMenu,
    children: node.children.map(toMenuItem),
  };
}

function toColumn(node: Node, locale: Locale): Column {
  return {
    columnId: node.id,
    frontUrl: node.frontUrl,
    columnName: pickLocalized(locale, node.name),
    children: node.children.map((c) => toColumn(c, locale)),
  };
}

export function createContentService(deps: { db: Db; sites: SiteService }) {
  const { db, sites } = deps;
  return {
    async headerMenu(site: SiteScope): Promise<MenuItem[]> {
      return buildTree(await listColumns(db, site.id, 'header')).map(toMenuItem);
    },

    async columns(site: SiteScope, locale: Locale): Promise<Column[]> {
      return buildTree(await listColumns(db, site.id, 'header')).map((n) => toColumn(n, locale));
    },

    async footer(site: SiteScope, locale: Locale): Promise<SiteFooter> {
      const [row, footerRows] = await Promise.all([sites.row(site), listColumns(db, site.id, 'footer')]);
      const groups = buildTree(footerRows, 2).map((group) => ({
        title: pickLocalized(locale, group.name),
        links: group.children.map((link) => ({
          title: pickLocalized(locale, link.name),
          url: link.contentUrl || link.frontUrl,
        })),
      }));
      return {
        templateIndex: row.footerTemplateIndex,
        siteInfo: {
          brandName: row.brandName,
          footBarLogo: row.footBarLogo,
          openStatement: pickLocalized(locale, row.openStatement),
          custServiceEmail: row.custServiceEmail,
          custServicePhone: row.custServicePhone,
          workTime: pickLocalized(locale, row.workTime),
          weixinQcodePub: row.weixinQcodePub,
        },
        theme: {
          themeColor: row.themeColor,
          secondthemeColor: row.secondThemeColor,
          headerBgc: row.headerBgc,
          footerBgc: row.footerBgc,
          rightBarBackgroundColor: row.rightBarBackgroundColor,
        },
        collegeConfig: { enabled: row.collegeEnabled, title: pickLocalized(locale, row.collegeTitle) },
        groups,
      };
    },

    /** The footer groups as the site admin edits them (site settings): visible ones, every language. */
    async footerGroupsForAdmin(site: SiteScope, db_: Db = db): Promise<FooterGroupOutput[]> {
      const rows = (await listAllColumns(db_, site.id, 'footer')).filter((row) => row.visible);
      return buildTree(rows, 2).map((group) => ({
        title: names(group.name),
        links: group.children.map((link) => ({
          title: names(link.name),
          url: link.contentUrl || link.frontUrl,
        })),
      }));
    },

    /**
     * Replaces the site's footer groups inside the caller's transaction `tx` (site settings, audited there):
     * an in-site path is the link's frontUrl, an http(s) address its contentUrl (opens a new tab).
     */
    async replaceFooterGroups(tx: Db, site: SiteScope, groups: FooterGroupValue[]): Promise<void> {
      await deleteColumns(tx, site.id, 'footer');
      for (const [index, group] of groups.entries()) {
        const groupId = await insertColumn(tx, 'footer', {
          siteId: site.id,
          parentId: null,
          name: group.title,
          frontUrl: '',
          contentUrl: '',
          sort: index + 1,
        });
        for (const [position, link] of group.links.entries()) {
          const inSite = link.url.startsWith('/');
          await insertColumn(tx, 'footer', {
            siteId: site.id,
            parentId: groupId,
            name: link.title,
            frontUrl: inSite ? link.url : '',
            contentUrl: inSite ? '' : link.url,
            sort: position + 1,
          });
        }
      }
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
