import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS as adminActivityMessages } from '../../i18n/all-catalogs.ts';
import { AUDIT_AREAS, AUDIT_DEEDS, auditActionParts } from './audit-actions.ts';

describe('audit action names', () => {
  it('reads the area from the first part and the deed from the last', () => {
    expect(auditActionParts('settings.admin.update')).toEqual({ area: 'settings', deed: 'update' });
    expect(auditActionParts('auth.loginFailed')).toEqual({ area: 'auth', deed: 'loginFailed' });
    expect(auditActionParts('contact.admin.exportMessages')).toEqual({ area: 'contact', deed: 'exportMessages' });
    expect(auditActionParts('versions.restore')).toEqual({ area: 'versions', deed: 'restore' });
    expect(auditActionParts('auth.operatorResetPassword')).toEqual({ area: 'auth', deed: 'operatorResetPassword' });
  });

  it('an unknown area or deed gives no name (the raw action is shown)', () => {
    expect(auditActionParts('newsletter.admin.update')).toBeNull();
    expect(auditActionParts('settings.admin.rename')).toBeNull();
    expect(auditActionParts('auth')).toBeNull();
  });

  it('every area and deed has a text', () => {
    const keys = Object.keys(adminActivityMessages.tr);
    for (const area of AUDIT_AREAS) expect(keys).toContain(`admin.activity.area.${area}`);
    for (const deed of AUDIT_DEEDS) expect(keys).toContain(`admin.activity.deed.${deed}`);
  });
});
