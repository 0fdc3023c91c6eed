import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { MARKET_NEWS_LIMITS } from '@copytrade/contracts/market-news';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { MarketNewsService } from './market-news.service';

/** Room for the largest import file (UTF-8: up to 4 bytes a character) and the JSON around it. */
const IMPORT_BODY_LIMIT = MARKET_NEWS_LIMITS.IMPORT_CHARS * 4 + 64 * 1024;

/** Market news (market-news.service.ts): the public calendar, news flash and daily report, and the admin's calls. */
export function marketNewsRoutes(news: MarketNewsService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.getFinanceCalendar, {
      handler: (req) => news.calendar(req.site, req.query, req.locale),
    });
    defineRoute(app, API.getNewsFlashes, {
      handler: (req) => news.flashes(req.site, req.query, req.locale),
    });
    defineRoute(app, API.getDailyReport, {
      handler: async (req) => [await news.report(req.site, req.query, req.locale)],
    });
    defineRoute(app, API.getDailyReportDays, {
      handler: (req) => news.reportDays(req.site, req.query, req.locale),
    });
    defineRoute(app, API.adminQueryCalendarEvents, {
      handler: (req) => news.adminEvents(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminSaveCalendarEvent, {
      handler: (req) => news.saveEvent(req.site, callerOf(req), req.body),
    });
    defineRoute(app, API.adminDeleteCalendarEvent, {
      handler: (req) => news.deleteEvent(req.site, callerOf(req), req.body.eventId),
    });
    defineRoute(app, API.adminPreviewCalendarImport, {
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: (req) => news.previewCalendar(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminImportCalendarEvents, {
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: (req) => news.importCalendar(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminQueryNewsFlashes, {
      handler: (req) => news.adminFlashes(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminSaveNewsFlash, {
      handler: (req) => news.saveFlash(req.site, callerOf(req), req.body),
    });
    defineRoute(app, API.adminDeleteNewsFlash, {
      handler: (req) => news.deleteFlash(req.site, callerOf(req), req.body.flashId),
    });
    defineRoute(app, API.adminPreviewNewsImport, {
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: (req) => Promise.resolve(news.previewNews(callerOf(req), req.body, req.locale)),
    });
    defineRoute(app, API.adminImportNewsFlashes, {
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: (req) => news.importNews(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminQueryDailyReports, {
      handler: (req) => news.adminReports(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminSaveDailyReport, {
      handler: (req) => news.saveReport(req.site, callerOf(req), req.body),
    });
    defineRoute(app, API.adminDeleteDailyReport, {
      handler: (req) => news.deleteReport(req.site, callerOf(req), req.body.day),
    });
    done();
  };
  return routes;
}
