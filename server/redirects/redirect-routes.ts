import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { isPublicPagePath, splitLanguagePrefix, withLanguagePrefix } from '../../src/shared/language-prefix.ts';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages.ts';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import { followRedirects, redirectMap } from './redirects.service.ts';

/** The cache key of the redirect map: emptied with every admin write like the other public reads. */
const REDIRECTS_KEY = 'redirects:map';

/**
 * Public pages that moved (issue 22): a GET or HEAD of a path with a redirect answers 301 to
 * where it leads, in the same language and with the query kept, before a page is rendered.
 * The map is read once and kept until the next admin write.
 */
export function redirectRoutes(orm: MikroORM, cache: PublicReadCache) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPublicPagePath(req.path)) return next();
    try {
      const map = await cache.get(REDIRECTS_KEY, () => redirectMap(orm.em.fork()));
      if (map.size === 0) return next();
      const { language, path } = splitLanguagePrefix(req.path);
      if (!map.has(path)) return next();
      const target = followRedirects(map, path);
      if (target === null || target === path) return next();
      const queryAt = req.originalUrl.indexOf('?');
      const query = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
      res.redirect(301, `${withLanguagePrefix(target, language ?? DEFAULT_LANGUAGE)}${query}`);
    } catch (error) {
      next(error);
    }
  };
}
