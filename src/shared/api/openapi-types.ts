/**
 * The REST API's types, generated from the OpenAPI document (server/rest/openapi.ts) by
 * openapi-typescript. Do not edit: run `npm run api:types` after changing a REST row.
 */


export interface paths {
  "/api/settings": {
    /** Public site settings as a key-value object */
    get: operations["settings_public"];
  };
  "/api/content/{language}": {
    /** Translated texts of one language: key → text */
    get: operations["content_byLanguage"];
  };
  "/api/services/{language}": {
    /** Active services with their texts in the language (Turkish as fallback) */
    get: operations["services_list"];
  };
  "/api/services/slug/{slug}": {
    /** An active service by slug (id and slug); 404 "Service not found" */
    get: operations["services_bySlug"];
  };
  "/api/services/{id}/content/{language}": {
    /** A service’s title, description and features; 404 "Service content not found" */
    get: operations["services_content"];
  };
  "/api/projects/{language}": {
    /** Active portfolio projects with their texts in the language */
    get: operations["projects_list"];
  };
  "/api/pricing/{language}": {
    /** Active pricing packages with their texts in the language */
    get: operations["pricing_list"];
  };
  "/api/contact": {
    /** Send a contact message; 201 once it is stored */
    post: operations["contact_submit"];
  };
  "/api/newsletter": {
    /** Subscribe to the newsletter; subscribing again reactivates */
    post: operations["contact_subscribe"];
  };
  "/api/service-recommendation": {
    /** Recommend services from the questionnaire answers */
    post: operations["recommendation_services"];
  };
  "/api/package-recommendation": {
    /** Recommend an e-commerce package; businessType and budget are required */
    post: operations["recommendation_package"];
  };
  "/api/auth/user": {
    /** The signed-in user (401 when not signed in) */
    get: operations["auth_user"];
  };
  "/api/admin/auth/user": {
    /** The signed-in admin (401 anonymous, 403 other roles) */
    get: operations["auth_adminUser"];
  };
  "/api/admin/login": {
    /** Sign in with username and password; sets the session cookie */
    post: operations["auth_login"];
  };
  "/api/auth/password-reset": {
    /** Ask for a password-reset link `{ email, language? }`: 202 whatever the address; an active admin with it gets a single-use link for 30 minutes */
    post: operations["auth_passwordReset"];
  };
  "/api/auth/password-reset/confirm": {
    /** Set a new password with a reset link’s `token`; 400 for a used, expired or wrong token; ends every session */
    post: operations["auth_passwordResetConfirm"];
  };
  "/api/logout": {
    /** End the current session */
    post: operations["auth_logout"];
  };
  "/api/admin/stats": {
    /** Counts for the dashboard */
    get: operations["dashboard_stats"];
  };
  "/api/admin/contacts/recent": {
    /** The latest five contact messages */
    get: operations["contact_admin_recentMessages"];
  };
  "/api/admin/contacts/new-count": {
    /** How many contact messages have the status new (the sidebar badge; spam is not counted) */
    get: operations["contact_admin_newMessageCount"];
  };
  "/api/admin/newsletter/recent": {
    /** The latest five newsletter subscribers */
    get: operations["contact_admin_recentSubscribers"];
  };
  "/api/admin/settings": {
    /** Every setting, private ones included */
    get: operations["settings_admin_all"];
    /** Save any subset of the setting keys (each validated) */
    put: operations["settings_admin_update"];
  };
  "/api/admin/upload": {
    /** Upload a logo or map marker (multipart: file, type = logo | map_marker); answers its url */
    post: operations["settings_admin_uploadBrand"];
  };
  "/api/admin/content/{language}": {
    /** One language’s entries by key (`search` in keys and texts, `key` exact) */
    get: operations["content_admin_list"];
  };
  "/api/admin/content": {
    /** Create an entry (key, value, language); 409 when the key exists in that language */
    post: operations["content_admin_create"];
  };
  "/api/admin/content/{id}": {
    /** Change an entry’s value */
    put: operations["content_admin_update"];
    /** Delete an entry */
    delete: operations["content_admin_delete"];
  };
  "/api/admin/content-coverage": {
    /** Keys missing in each language */
    get: operations["content_admin_coverage"];
  };
  "/api/admin/services": {
    /** Every service */
    get: operations["services_admin_list"];
    /** Create a service (title, slug, description, icon); 409 when the slug is taken */
    post: operations["services_admin_create"];
  };
  "/api/admin/services/{id}": {
    /** Update a service’s fields */
    put: operations["services_admin_update"];
    /** Delete a service and its texts */
    delete: operations["services_admin_delete"];
  };
  "/api/admin/services/content/{language}": {
    /** Every service’s texts in exactly this language */
    get: operations["services_admin_contents"];
  };
  "/api/admin/services/{serviceId}/content/{language}": {
    /** Save a service’s title, description and features in one language */
    put: operations["services_admin_saveContent"];
  };
  "/api/admin/projects": {
    /** Every project */
    get: operations["projects_admin_list"];
    /** Create a project; technologies as an array or comma-separated text */
    post: operations["projects_admin_create"];
  };
  "/api/admin/projects/{id}": {
    /** Update a project’s fields */
    put: operations["projects_admin_update"];
    /** Delete a project and its texts */
    delete: operations["projects_admin_delete"];
  };
  "/api/admin/projects/content/{language}": {
    /** Every project’s texts in exactly this language */
    get: operations["projects_admin_contents"];
  };
  "/api/admin/projects/{id}/content/{language}": {
    /** Save a project’s title, description and features in one language */
    put: operations["projects_admin_saveContent"];
  };
  "/api/admin/pricing": {
    /** Every package */
    get: operations["pricing_admin_list"];
    /** Create a package (name and texts in Turkish) */
    post: operations["pricing_admin_create"];
  };
  "/api/admin/pricing/{id}": {
    /** Update a package */
    put: operations["pricing_admin_update"];
    /** Delete a package */
    delete: operations["pricing_admin_delete"];
  };
  "/api/admin/pricing/content/{language}": {
    /** Every package’s texts in exactly this language */
    get: operations["pricing_admin_contents"];
  };
  "/api/admin/pricing/{id}/content/{language}": {
    /** Save a package’s texts in one language */
    put: operations["pricing_admin_saveContent"];
  };
  "/api/admin/media": {
    /** The media library, newest first (`kind`: image, video, audio, document) */
    get: operations["media_admin_list"];
  };
  "/api/admin/media/upload": {
    /** Upload one file (multipart: file, optional alt): images, video, audio, pdf, doc, docx */
    post: operations["media_admin_upload"];
  };
  "/api/admin/media/{id}": {
    /** Set an image’s focal point (focalX, focalY: 0..1) and alt text per language (alts) */
    put: operations["media_admin_update"];
    /** Delete a file; 409 while the site uses it */
    delete: operations["media_admin_delete"];
  };
  "/api/admin/media/{id}/replace": {
    /** Replace a file where the site uses it (branding settings, project images) by another file of the same kind (`withId`); answers that file with its uses */
    post: operations["media_admin_replace"];
  };
  "/api/admin/contacts": {
    /** The contact messages, newest first (`status`, `search`); `since` (ISO time): only those created or changed after it, any status unless `status` is given, with `X-Sync-Time` to send as the next `since` */
    get: operations["contact_admin_messages"];
  };
  "/api/admin/contacts/deletions": {
    /** The contact messages deleted after `since` (ISO time) as `{ id, deletedAt }`, oldest first (kept 90 days), with `X-Sync-Time` */
    get: operations["contact_admin_messageDeletions"];
  };
  "/api/admin/contacts/export": {
    /** Every contact message of the filters as a CSV file (UTF-8 with BOM, RFC 4180), streamed */
    get: operations["contact_admin_exportMessages"];
  };
  "/api/admin/contacts/export/excel": {
    /** The same messages for Excel in Turkish: semicolon-separated, Turkish headers and statuses, with package, language, page and answers */
    get: operations["contact_admin_exportMessagesExcel"];
  };
  "/api/admin/contacts/{id}": {
    /** Set a message’s status (new, read, replied, archived) */
    put: operations["contact_admin_setStatus"];
    /** Delete a message */
    delete: operations["contact_admin_deleteMessage"];
  };
  "/api/admin/newsletter": {
    /** The newsletter subscribers, newest first; `since` (ISO time): only those created or changed after it, with `X-Sync-Time` to send as the next `since` */
    get: operations["contact_admin_subscribers"];
  };
  "/api/admin/newsletter/deletions": {
    /** The newsletter subscribers deleted after `since` (ISO time) as `{ id, deletedAt }`, oldest first (kept 90 days), with `X-Sync-Time` */
    get: operations["contact_admin_subscriberDeletions"];
  };
  "/api/admin/newsletter/{id}": {
    /** Turn a subscription on or off (isActive) */
    put: operations["contact_admin_setSubscriberActive"];
    /** Erase a subscriber */
    delete: operations["contact_admin_deleteSubscriber"];
  };
  "/api/admin/outbox": {
    /** The mail outbox, newest first (`status`: pending, sent, failed) */
    get: operations["outbox_admin_list"];
  };
  "/api/admin/outbox/status": {
    /** Whether mail is configured (SMTP_URL) and the From address */
    get: operations["outbox_admin_status"];
  };
  "/api/admin/outbox/test": {
    /** Queue a test mail to `to`, else to the contact_email setting */
    post: operations["outbox_admin_sendTest"];
  };
  "/api/admin/outbox/{id}/retry": {
    /** Send a failed mail again */
    post: operations["outbox_admin_retry"];
  };
  "/api/admin/account": {
    /** The signed-in admin: profile, whether TOTP is on, recovery codes left */
    get: operations["account_get"];
  };
  "/api/admin/account/password": {
    /** Change the password ({ currentPassword, newPassword }: at least 12 characters, not common, not the username); other sessions end */
    put: operations["account_changePassword"];
  };
  "/api/admin/account/sessions": {
    /** The admin’s sessions: id (not the token), created and last-seen times, IP, browser, current */
    get: operations["account_sessions"];
  };
  "/api/admin/account/sessions/{id}": {
    /** End one of the admin’s sessions */
    delete: operations["account_endSession"];
  };
  "/api/admin/account/totp": {
    /** Start setting up TOTP: { secret, otpauthUrl, qrCode } */
    post: operations["account_startTotp"];
    /** Turn TOTP off ({ password }); other sessions end and this one gets a new id */
    delete: operations["account_disableTotp"];
  };
  "/api/admin/account/totp/confirm": {
    /** Turn TOTP on with the first code and the current password ({ code, password }); answers ten one-time recovery codes; other sessions end and this one gets a new id */
    post: operations["account_confirmTotp"];
  };
  "/api/admin/users": {
    /** The admins, oldest first */
    get: operations["users_list"];
    /** Add an admin (username, email, firstName, lastName, profileImageUrl, disabled, password) */
    post: operations["users_create"];
  };
  "/api/admin/users/{id}": {
    /** Change an admin; disabled: true ends their sessions (409 for yourself or the last active admin) */
    put: operations["users_update"];
    /** Delete an admin and end their sessions (409 for yourself or the last active admin) */
    delete: operations["users_delete"];
  };
  "/api/admin/users/{id}/totp": {
    /** Reset another admin’s two-step verification (lost device): secret and recovery codes removed, their sessions end; 409 for yourself */
    delete: operations["users_resetTotp"];
  };
  "/api/admin/audit": {
    /** The audit log, newest first (`actorId`, `action` or a prefix ending in ".", `from`, `to`); `actor` is the name at the time, `actorNow` the name now when it differs */
    get: operations["audit_list"];
  };
  "/api/admin/audit/export": {
    /** The audit log of the filters as a CSV file, streamed */
    get: operations["audit_export"];
  };
  "/api/admin/versions": {
    /** The saved versions of one item, newest first (`kind`: content, service, project, pricing, settings or media; `id`: its id, `site` for the settings): who, when, what changed */
    get: operations["versions_list"];
  };
  "/api/admin/versions/{versionId}/restore": {
    /** Restore a version (itself a new version); answers the item as its admin list shows it */
    post: operations["versions_restore"];
  };
  "/api/admin/redirects": {
    /** Redirects of moved pages: the server’s own (a service’s old address) and the owner’s */
    get: operations["redirects_admin_list"];
    /** Add a redirect `{ from, to }` (same-site paths, any language prefix dropped); loops are refused */
    post: operations["redirects_admin_create"];
  };
  "/api/admin/redirects/{id}": {
    /** Delete a redirect */
    delete: operations["redirects_admin_delete"];
  };
  "/api/admin/webhooks": {
    /** Webhook endpoints (without their secrets) */
    get: operations["webhooks_admin_list"];
    /** Add an endpoint `{ url, events, description? }`; answers its signing `secret` (`whsec_...`) this once. Deliveries are signed per Standard Webhooks */
    post: operations["webhooks_admin_create"];
  };
  "/api/admin/webhooks/{id}": {
    /** One endpoint */
    get: operations["webhooks_admin_get"];
    /** Change an endpoint (`url`, `events`, `description`, `enabled`: true turns a disabled one back on) */
    put: operations["webhooks_admin_update"];
    /** Delete an endpoint and its deliveries */
    delete: operations["webhooks_admin_delete"];
  };
  "/api/admin/webhooks/{id}/deliveries": {
    /** The endpoint’s latest deliveries, newest first: event, status code, tries, time, last error */
    get: operations["webhooks_admin_deliveries"];
  };
  "/api/admin/webhooks/{id}/test": {
    /** Queue a `webhook.test` event to the endpoint */
    post: operations["webhooks_admin_sendTest"];
  };
  "/api/admin/tokens": {
    /** The API tokens, newest first, revoked ones too: name, scopes, prefix, creator, expiry, last use (time, address); never a secret */
    get: operations["tokens_admin_list"];
    /** Make an API token `{ name, scopes, expiresAt? }`; the answer holds the whole `token`, shown this once (send it as `Authorization: Bearer <token>`) */
    post: operations["tokens_admin_create"];
  };
  "/api/admin/tokens/{id}": {
    /** Revoke an API token: refused from the next request on */
    delete: operations["tokens_admin_revoke"];
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    Error: {
      /**
       * @description - `VALIDATION_FAILED` (400): The input broke a rule; `fieldErrors` names each field with its own code and message.
       * - `MALFORMED_REQUEST` (400): The body is not valid JSON, or the request cannot be read.
       * - `INPUT_TOO_COMPLEX` (400): The input has more keys and array items (1000 together), a longer array (200) or deeper nesting (16 levels) than any valid input; refused before validation.
       * - `UNAUTHORIZED` (401): No valid session: sign in first.
       * - `INVALID_CREDENTIALS` (401): Wrong username or password (or, with a second factor, a wrong code).
       * - `TOTP_REQUIRED` (401): The password is right and the account has a second factor: send `totp` (the current code) or `recoveryCode` with it.
       * - `FORBIDDEN` (403): Signed in, but this needs the admin role.
       * - `FORBIDDEN_ORIGIN` (403): A state-changing request that did not come from the site’s own origin.
       * - `NOT_FOUND` (404): No such address, row or file.
       * - `METHOD_NOT_ALLOWED` (405): The address exists, with other methods (see `Allow`).
       * - `REQUEST_TIMEOUT` (408): The request body did not arrive in time.
       * - `CONFLICT` (409): Taken (a slug or key) or still in use (a media file).
       * - `PAYLOAD_TOO_LARGE` (413): The body or the uploaded file is over its limit; `problem` says which.
       * - `URI_TOO_LONG` (414): The address is over 8 kB.
       * - `UNSUPPORTED_FILE_TYPE` (415): The uploaded file’s extension, declared type or bytes are not allowed; `problem` says why.
       * - `UNSUPPORTED_CONTENT_TYPE` (415): The request body has a content type this address does not read.
       * - `RATE_LIMITED` (429): Too many requests from this client; try again after `Retry-After` seconds.
       * - `INTERNAL_ERROR` (500): Unexpected failure; quote `requestId` when reporting it.
       * - `SERVICE_UNAVAILABLE` (503): The database cannot be reached; try again after `Retry-After` seconds.
       * - `OVERLOADED` (503): The server is overloaded; try again after `Retry-After` seconds.
       * @enum {string}
       */
      code: "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "INPUT_TOO_COMPLEX" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "TOTP_REQUIRED" | "FORBIDDEN" | "FORBIDDEN_ORIGIN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_FILE_TYPE" | "UNSUPPORTED_CONTENT_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "OVERLOADED";
      /** @description A readable text (Turkish, as the specification words it). */
      message: string;
      /** @description Each failing field (dot path) with its own code and message. */
      fieldErrors?: {
        [key: string]: components["schemas"]["FieldError"];
      };
      /** @description A refused upload: the problem id and its values, for translation. */
      problem?: {
        id: string;
        values: {
          [key: string]: string;
        };
      };
      /** @description Quote it when reporting a 5xx. */
      requestId?: string;
    };
    FieldError: {
      /**
       * @description A rule of the specification (`contact.name`, ...) or a generic rule (`REQUIRED`, `TOO_LONG`, ...).
       * @enum {string}
       */
      code: "login.usernameRequired" | "login.passwordRequired" | "login.totpRequired" | "account.passwordLength" | "account.passwordCommon" | "account.passwordUsername" | "account.currentPassword" | "account.totpCode" | "account.totpWrong" | "account.username" | "account.resetLink" | "contact.name" | "contact.email" | "contact.phone" | "contact.subject" | "contact.message" | "package.required" | "admin.titleRequired" | "admin.slugRequired" | "admin.slugFormat" | "admin.link" | "admin.category" | "admin.price" | "admin.contentKey" | "admin.contentKeyFormat" | "admin.contentValue" | "admin.redirectPath" | "admin.redirectLoop" | "admin.webhookUrl" | "admin.webhookUrlCredentials" | "admin.webhookUrlPrivate" | "admin.webhookEvents" | "settings.zoom" | "settings.latitude" | "settings.longitude" | "settings.color" | "settings.url" | "settings.phone" | "settings.language" | "settings.hoursFormat" | "settings.hoursTime" | "settings.hoursOrder" | "settings.hoursOverlap" | "settings.hoursTooMany" | "settings.date" | "settings.promoPages" | "settings.hoursText" | "REQUIRED" | "INVALID_TYPE" | "TOO_SHORT" | "TOO_LONG" | "TOO_SMALL" | "TOO_LARGE" | "INVALID_FORMAT" | "INVALID_VALUE" | "UNKNOWN_FIELD" | "NUL_CHARACTER" | "INVALID";
      message: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export interface operations {

  /** Public site settings as a key-value object */
  settings_public: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            images?: {
              [key: string]: {
                src: string;
                width: number;
                height: number;
                placeholder: string;
                focalX: number;
                focalY: number;
                alt: string;
                hash: string;
                /** @enum {string} */
                fallback: "jpg" | "png";
                animated: boolean;
              };
            };
            [key: string]: unknown;
          };
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Translated texts of one language: key → text */
  content_byLanguage: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            [key: string]: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Active services with their texts in the language (Turkish as fallback) */
  services_list: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
              id: number;
              slug: string;
              icon: string;
              featured: boolean;
              content: {
                title: string;
                description: string;
                features: string[];
              };
            }[];
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** An active service by slug (id and slug); 404 "Service not found" */
  services_bySlug: {
    parameters: {
      path: {
        slug: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            slug: string;
            icon: string;
            featured: boolean;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** A service’s title, description and features; 404 "Service content not found" */
  services_content: {
    parameters: {
      path: {
        id: number | string;
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            title: string;
            description: string;
            features: string[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Active portfolio projects with their texts in the language */
  projects_list: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": ({
              id: number;
              slug: string;
              featured: boolean;
              category: string;
              imageUrl: string;
              image: ({
                src: string;
                width: number;
                height: number;
                placeholder: string;
                focalX: number;
                focalY: number;
                alt: string;
                hash: string;
                /** @enum {string} */
                fallback: "jpg" | "png";
                animated: boolean;
              }) | null;
              projectUrl: string;
              technologies: string[];
              metrics: {
                [key: string]: string;
              };
              formerSlugs: string[];
              content: {
                title: string;
                description: string;
                features: string[];
                metricLabel: string;
              };
            })[];
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Active pricing packages with their texts in the language */
  pricing_list: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
              id: number;
              slug: string;
              type: string;
              featured: boolean;
              price: string;
              content: {
                title: string;
                subtitle: string;
                description: string;
              };
              features: string[];
            }[];
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Send a contact message; 201 once it is stored */
  contact_submit: {
    requestBody: {
      content: {
        "application/json": {
          name: string;
          email: string;
          phone: string;
          subject: string;
          message: string;
          package?: string;
          recommendation?: string;
          answers?: string;
          /** @enum {string} */
          language?: "tr" | "en" | "de" | "ru" | "ar";
          page?: string;
          website?: string;
          fillTimeMs?: number;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
            id: number;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Subscribe to the newsletter; subscribing again reactivates */
  contact_subscribe: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
          /** @enum {string} */
          language?: "tr" | "en" | "de" | "ru" | "ar";
          website?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Recommend services from the questionnaire answers */
  recommendation_services: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          businessType: "retail" | "services" | "technology" | "manufacturing" | "hospitality" | "healthcare" | "education" | "other";
          /** @enum {string} */
          businessSize: "startup" | "small" | "medium" | "large";
          /** @enum {string} */
          currentWebsite: "none" | "basic" | "good" | "excellent";
          goals: ("increase_sales" | "brand_awareness" | "digital_presence" | "customer_engagement" | "automation" | "cost_reduction")[];
          /** @enum {string} */
          budget?: "low" | "medium" | "high" | "premium";
          /** @enum {string} */
          timeline: "urgent" | "normal" | "flexible";
          /** @enum {string} */
          techLevel: "beginner" | "intermediate" | "advanced";
          /** @enum {string} */
          language?: "tr" | "en" | "de" | "ru" | "ar";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            confidence: number;
            recommendedServices: string[];
            reasoning: string;
            alternatives: string[];
            customSuggestions: string[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Recommend an e-commerce package; businessType and budget are required */
  recommendation_package: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          businessType: "retail" | "wholesale" | "manufacturing" | "services" | "technology" | "fashion" | "food" | "other";
          monthlyRevenue?: ("0-10k" | "10k-50k" | "50k-100k" | "100k-500k" | "500k+") | "";
          employeeCount?: ("1" | "2-5" | "6-15" | "16-50" | "50+") | "";
          currentWebsite?: string;
          products?: string;
          /** @enum {string} */
          budget: "0-5k" | "5k-10k" | "10k-20k" | "20k+";
          timeline?: ("asap" | "1month" | "3months" | "6months") | "";
          features?: ("mobile_app" | "multi_language" | "erp_integration" | "b2b_sales" | "marketplace_integration" | "advanced_reporting" | "live_support" | "email_marketing" | "social_media_integration" | "api_development")[];
          techLevel?: ("beginner" | "intermediate" | "advanced" | "expert") | "";
          growthPlans?: string;
          /** @enum {string} */
          language?: "tr" | "en" | "de" | "ru" | "ar";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            recommendedPackage: string;
            recommendedSlug: string;
            price: number | null;
            withinBudget: boolean;
            confidence: number;
            reasoning: string;
            alternatives: string[];
            customSuggestions: string[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The signed-in user (401 when not signed in) */
  auth_user: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            username: string;
            /** @enum {string} */
            role: "admin" | "user";
            firstName: string | null;
            lastName: string | null;
            email: string | null;
            profileImageUrl: string | null;
          };
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The signed-in admin (401 anonymous, 403 other roles) */
  auth_adminUser: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            id: number;
            username: string;
            /** @enum {string} */
            role: "admin" | "user";
            firstName: string | null;
            lastName: string | null;
            email: string | null;
            profileImageUrl: string | null;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Sign in with username and password; sets the session cookie */
  auth_login: {
    requestBody: {
      content: {
        "application/json": {
          username: string;
          password: string;
          totp?: string;
          recoveryCode?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            username: string;
            /** @enum {string} */
            role: "admin" | "user";
            firstName: string | null;
            lastName: string | null;
            email: string | null;
            profileImageUrl: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Ask for a password-reset link `{ email, language? }`: 202 whatever the address; an active admin with it gets a single-use link for 30 minutes */
  auth_passwordReset: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
          /** @enum {string} */
          language?: "tr" | "en" | "de" | "ru" | "ar";
        };
      };
    };
    responses: {
      /** @description Success */
      202: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Set a new password with a reset link’s `token`; 400 for a used, expired or wrong token; ends every session */
  auth_passwordResetConfirm: {
    requestBody: {
      content: {
        "application/json": {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** End the current session */
  auth_logout: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `FORBIDDEN_ORIGIN`: not from the site’s origin */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests from this client; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Counts for the dashboard */
  dashboard_stats: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            totalContent: number;
            /** @constant */
            activeLanguages: 5;
            totalContacts: number;
            newContacts: number;
            spamContacts: number;
            totalSubscriptions: number;
            activeSubscriptions: number;
            totalMedia: number;
            totalServices: number;
            totalProjects: number;
            totalPackages: number;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The latest five contact messages */
  contact_admin_recentMessages: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              name: string;
              email: string;
              phone: string;
              subject: string;
              message: string;
              /** @enum {string} */
              status: "new" | "read" | "replied" | "archived" | "spam";
              createdAt: string;
              fullName: string;
              serviceType: string;
              packageName: string | null;
              language: string | null;
              recommendation: string | null;
              recommendationTr: string | null;
              page: string | null;
              spamReason: ("honeypot" | "fillTime") | null;
              updatedAt: string;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** How many contact messages have the status new (the sidebar badge; spam is not counted) */
  contact_admin_newMessageCount: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            count: number;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The latest five newsletter subscribers */
  contact_admin_recentSubscribers: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
              id: number;
              email: string;
              isActive: boolean;
              language: string;
              createdAt: string;
              updatedAt: string;
            }[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every setting, private ones included */
  settings_admin_all: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            site_name: string;
            site_tagline: string;
            site_description: string;
            site_keywords: string;
            site_language: string;
            company_email: string;
            company_phone: string;
            whatsapp_number: string;
            company_fax: string;
            contact_email: string;
            lead_confirmation: string;
            company_address: string;
            company_legal_name: string;
            company_mersis: string;
            company_kep: string;
            working_hours: string;
            working_hours_weekday: string;
            working_hours_weekend: string;
            maps_latitude: string;
            maps_longitude: string;
            maps_address: string;
            maps_business_name: string;
            maps_zoom_level: string;
            social_linkedin: string;
            social_facebook: string;
            social_instagram: string;
            social_youtube: string;
            social_twitter: string;
            social_tiktok: string;
            logo_url: string;
            favicon_url: string;
            map_marker_logo_url: string;
            theme_primary_color: string;
            theme_background_color: string;
            theme_accent_color: string;
            intro_video_url: string;
            intro_video_poster_url: string;
            promo_enabled: string;
            promo_start: string;
            promo_end: string;
            promo_pages: string;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Save any subset of the setting keys (each validated) */
  settings_admin_update: {
    requestBody: {
      content: {
        "application/json": {
          site_name?: string;
          site_tagline?: string;
          site_description?: string;
          site_keywords?: string;
          /** @enum {string} */
          site_language?: "tr" | "en" | "de" | "ru" | "ar";
          company_email?: string;
          company_phone?: string;
          whatsapp_number?: string;
          company_fax?: string;
          contact_email?: string;
          /** @enum {string} */
          lead_confirmation?: "true" | "false" | "";
          company_address?: string;
          company_legal_name?: string;
          company_mersis?: string;
          company_kep?: string;
          working_hours?: string;
          maps_latitude?: string;
          maps_longitude?: string;
          maps_address?: string;
          maps_business_name?: string;
          maps_zoom_level?: string;
          social_linkedin?: string;
          social_facebook?: string;
          social_instagram?: string;
          social_youtube?: string;
          social_twitter?: string;
          social_tiktok?: string;
          logo_url?: string;
          favicon_url?: string;
          map_marker_logo_url?: string;
          theme_primary_color?: string;
          theme_background_color?: string;
          theme_accent_color?: string;
          intro_video_url?: string;
          intro_video_poster_url?: string;
          /** @enum {string} */
          promo_enabled?: "true" | "false" | "";
          promo_start?: string;
          promo_end?: string;
          promo_pages?: string;
          working_hours_weekday?: string;
          working_hours_weekend?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            site_name: string;
            site_tagline: string;
            site_description: string;
            site_keywords: string;
            site_language: string;
            company_email: string;
            company_phone: string;
            whatsapp_number: string;
            company_fax: string;
            contact_email: string;
            lead_confirmation: string;
            company_address: string;
            company_legal_name: string;
            company_mersis: string;
            company_kep: string;
            working_hours: string;
            working_hours_weekday: string;
            working_hours_weekend: string;
            maps_latitude: string;
            maps_longitude: string;
            maps_address: string;
            maps_business_name: string;
            maps_zoom_level: string;
            social_linkedin: string;
            social_facebook: string;
            social_instagram: string;
            social_youtube: string;
            social_twitter: string;
            social_tiktok: string;
            logo_url: string;
            favicon_url: string;
            map_marker_logo_url: string;
            theme_primary_color: string;
            theme_background_color: string;
            theme_accent_color: string;
            intro_video_url: string;
            intro_video_poster_url: string;
            promo_enabled: string;
            promo_start: string;
            promo_end: string;
            promo_pages: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Upload a logo or map marker (multipart: file, type = logo | map_marker); answers its url */
  settings_admin_uploadBrand: {
    requestBody: {
      content: {
        "multipart/form-data": {
          /** Format: binary */
          file: string;
          /** @enum {string} */
          type: "logo" | "map_marker";
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            url: string;
            media: {
              id: number;
              url: string;
              originalName: string;
              mimeType: string;
              size: number;
              alt: string;
              createdAt: string;
              image: ({
                width: number;
                height: number;
                focalX: number;
                focalY: number;
                alts: {
                  [key: string]: string;
                };
                placeholder: string;
                hash: string;
                /** @enum {string} */
                fallback: "jpg" | "png";
                /** @enum {string} */
                status: "processing" | "ready" | "failed";
              }) | null;
              usedBy: ({
                  /** @enum {string} */
                  kind: "setting" | "project";
                  key: string;
                  title?: string;
                })[];
            };
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `PAYLOAD_TOO_LARGE`: file over its size limit; nothing is stored */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNSUPPORTED_FILE_TYPE`: extension, declared type or content not accepted */
      415: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** One language’s entries by key (`search` in keys and texts, `key` exact) */
  content_admin_list: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
        search?: string;
        key?: string;
      };
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              key: string;
              value: string;
              /** @enum {string} */
              language: "tr" | "en" | "de" | "ru" | "ar";
              isCustom: boolean;
              updatedAt: string;
              builtIn: boolean;
              defaultValue: string | null;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Create an entry (key, value, language); 409 when the key exists in that language */
  content_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          key: string;
          value: string;
          /** @enum {string} */
          language: "tr" | "en" | "de" | "ru" | "ar";
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            key: string;
            value: string;
            /** @enum {string} */
            language: "tr" | "en" | "de" | "ru" | "ar";
            isCustom: boolean;
            updatedAt: string;
            builtIn: boolean;
            defaultValue: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Change an entry’s value */
  content_admin_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          value: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            key: string;
            value: string;
            /** @enum {string} */
            language: "tr" | "en" | "de" | "ru" | "ar";
            isCustom: boolean;
            updatedAt: string;
            builtIn: boolean;
            defaultValue: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete an entry */
  content_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Keys missing in each language */
  content_admin_coverage: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            languages: ({
                /** @enum {string} */
                language: "tr" | "en" | "de" | "ru" | "ar";
                count: number;
              })[];
            totalKeys: number;
            missing: ({
                key: string;
                missing: ("tr" | "en" | "de" | "ru" | "ar")[];
              })[];
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every service */
  services_admin_list: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              title: string;
              slug: string;
              description: string;
              icon: string;
              isActive: boolean;
              featured: boolean;
              sortOrder: number;
              languages: ("tr" | "en" | "de" | "ru" | "ar")[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Create a service (title, slug, description, icon); 409 when the slug is taken */
  services_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          title: string;
          slug: string;
          /** @default */
          description?: string;
          /** @default */
          icon?: string;
          /** @default true */
          isActive?: boolean;
          /** @default false */
          featured?: boolean;
          sortOrder?: number;
          texts?: {
            [key: string]: {
              title: string;
              /** @default */
              description?: string;
              features?: string[];
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            title: string;
            slug: string;
            description: string;
            icon: string;
            isActive: boolean;
            featured: boolean;
            sortOrder: number;
            languages: ("tr" | "en" | "de" | "ru" | "ar")[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Update a service’s fields */
  services_admin_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          title?: string;
          slug?: string;
          description?: string;
          icon?: string;
          isActive?: boolean;
          featured?: boolean;
          sortOrder?: number;
          texts?: {
            [key: string]: {
              title: string;
              /** @default */
              description?: string;
              features?: string[];
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            title: string;
            slug: string;
            description: string;
            icon: string;
            isActive: boolean;
            featured: boolean;
            sortOrder: number;
            languages: ("tr" | "en" | "de" | "ru" | "ar")[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete a service and its texts */
  services_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every service’s texts in exactly this language */
  services_admin_contents: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              serviceId: number;
              /** @enum {string} */
              language: "tr" | "en" | "de" | "ru" | "ar";
              title: string;
              description: string;
              features: string[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Save a service’s title, description and features in one language */
  services_admin_saveContent: {
    parameters: {
      path: {
        serviceId: number | string;
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          /** @default */
          description?: string;
          features?: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            serviceId: number;
            /** @enum {string} */
            language: "tr" | "en" | "de" | "ru" | "ar";
            title: string;
            description: string;
            features: string[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every project */
  projects_admin_list: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              title: string;
              slug: string;
              description: string;
              imageUrl: string;
              projectUrl: string;
              technologies: string[];
              category: string;
              isActive: boolean;
              featured: boolean;
              sortOrder: number;
              languages: ("tr" | "en" | "de" | "ru" | "ar")[];
              metrics: {
                [key: string]: string;
              };
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Create a project; technologies as an array or comma-separated text */
  projects_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          title: string;
          slug: string;
          /** @default */
          description?: string;
          /** @default */
          imageUrl?: string;
          /** @default */
          projectUrl?: string;
          technologies?: string[];
          /** @default */
          category?: string;
          /** @default true */
          isActive?: boolean;
          /** @default false */
          featured?: boolean;
          sortOrder?: number;
          /** @default {} */
          metrics?: {
            [key: string]: string;
          };
          texts?: {
            [key: string]: {
              title: string;
              /** @default */
              description?: string;
              features?: string[];
              metricLabel?: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            title: string;
            slug: string;
            description: string;
            imageUrl: string;
            projectUrl: string;
            technologies: string[];
            category: string;
            isActive: boolean;
            featured: boolean;
            sortOrder: number;
            languages: ("tr" | "en" | "de" | "ru" | "ar")[];
            metrics: {
              [key: string]: string;
            };
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Update a project’s fields */
  projects_admin_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          title?: string;
          slug?: string;
          description?: string;
          imageUrl?: string;
          projectUrl?: string;
          technologies?: string[];
          category?: string;
          isActive?: boolean;
          featured?: boolean;
          sortOrder?: number;
          metrics?: {
            [key: string]: string;
          };
          texts?: {
            [key: string]: {
              title: string;
              /** @default */
              description?: string;
              features?: string[];
              metricLabel?: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            title: string;
            slug: string;
            description: string;
            imageUrl: string;
            projectUrl: string;
            technologies: string[];
            category: string;
            isActive: boolean;
            featured: boolean;
            sortOrder: number;
            languages: ("tr" | "en" | "de" | "ru" | "ar")[];
            metrics: {
              [key: string]: string;
            };
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete a project and its texts */
  projects_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every project’s texts in exactly this language */
  projects_admin_contents: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              projectId: number;
              /** @enum {string} */
              language: "tr" | "en" | "de" | "ru" | "ar";
              title: string;
              description: string;
              features: string[];
              metricLabel: string;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Save a project’s title, description and features in one language */
  projects_admin_saveContent: {
    parameters: {
      path: {
        id: number | string;
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          /** @default */
          description?: string;
          features?: string[];
          metricLabel?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            projectId: number;
            /** @enum {string} */
            language: "tr" | "en" | "de" | "ru" | "ar";
            title: string;
            description: string;
            features: string[];
            metricLabel: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every package */
  pricing_admin_list: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              slug: string;
              name: string;
              subtitle: string;
              description: string;
              price: string;
              type: string;
              features: string[];
              popular: boolean;
              active: boolean;
              sortOrder: number;
              languages: ("tr" | "en" | "de" | "ru" | "ar")[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Create a package (name and texts in Turkish) */
  pricing_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          name: string;
          slug: string;
          /** @default */
          subtitle?: string;
          /** @default */
          description?: string;
          /** @default */
          price?: string;
          /** @default ecommerce */
          type?: string;
          features?: string[];
          /** @default false */
          popular?: boolean;
          /** @default true */
          active?: boolean;
          sortOrder?: number;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            slug: string;
            name: string;
            subtitle: string;
            description: string;
            price: string;
            type: string;
            features: string[];
            popular: boolean;
            active: boolean;
            sortOrder: number;
            languages: ("tr" | "en" | "de" | "ru" | "ar")[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Update a package */
  pricing_admin_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          name?: string;
          slug?: string;
          subtitle?: string;
          description?: string;
          price?: string;
          type?: string;
          features?: string[];
          popular?: boolean;
          active?: boolean;
          sortOrder?: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            slug: string;
            name: string;
            subtitle: string;
            description: string;
            price: string;
            type: string;
            features: string[];
            popular: boolean;
            active: boolean;
            sortOrder: number;
            languages: ("tr" | "en" | "de" | "ru" | "ar")[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete a package */
  pricing_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every package’s texts in exactly this language */
  pricing_admin_contents: {
    parameters: {
      path: {
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              packageId: number;
              /** @enum {string} */
              language: "tr" | "en" | "de" | "ru" | "ar";
              title: string;
              subtitle: string;
              description: string;
              features: string[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Save a package’s texts in one language */
  pricing_admin_saveContent: {
    parameters: {
      path: {
        id: number | string;
        language: "tr" | "en" | "de" | "ru" | "ar";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          /** @default */
          subtitle?: string;
          /** @default */
          description?: string;
          features?: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            packageId: number;
            /** @enum {string} */
            language: "tr" | "en" | "de" | "ru" | "ar";
            title: string;
            subtitle: string;
            description: string;
            features: string[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The media library, newest first (`kind`: image, video, audio, document) */
  media_admin_list: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
        kind?: "image" | "video" | "audio" | "document";
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              url: string;
              originalName: string;
              mimeType: string;
              size: number;
              alt: string;
              createdAt: string;
              image: ({
                width: number;
                height: number;
                focalX: number;
                focalY: number;
                alts: {
                  [key: string]: string;
                };
                placeholder: string;
                hash: string;
                /** @enum {string} */
                fallback: "jpg" | "png";
                /** @enum {string} */
                status: "processing" | "ready" | "failed";
              }) | null;
              usedBy: ({
                  /** @enum {string} */
                  kind: "setting" | "project";
                  key: string;
                  title?: string;
                })[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Upload one file (multipart: file, optional alt): images, video, audio, pdf, doc, docx */
  media_admin_upload: {
    requestBody: {
      content: {
        "multipart/form-data": {
          /** Format: binary */
          file: string;
          alt?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            url: string;
            originalName: string;
            mimeType: string;
            size: number;
            alt: string;
            createdAt: string;
            image: ({
              width: number;
              height: number;
              focalX: number;
              focalY: number;
              alts: {
                [key: string]: string;
              };
              placeholder: string;
              hash: string;
              /** @enum {string} */
              fallback: "jpg" | "png";
              /** @enum {string} */
              status: "processing" | "ready" | "failed";
            }) | null;
            usedBy: ({
                /** @enum {string} */
                kind: "setting" | "project";
                key: string;
                title?: string;
              })[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `PAYLOAD_TOO_LARGE`: file over its size limit; nothing is stored */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNSUPPORTED_FILE_TYPE`: extension, declared type or content not accepted */
      415: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Set an image’s focal point (focalX, focalY: 0..1) and alt text per language (alts) */
  media_admin_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          focalX?: number;
          focalY?: number;
          alts?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            url: string;
            originalName: string;
            mimeType: string;
            size: number;
            alt: string;
            createdAt: string;
            image: ({
              width: number;
              height: number;
              focalX: number;
              focalY: number;
              alts: {
                [key: string]: string;
              };
              placeholder: string;
              hash: string;
              /** @enum {string} */
              fallback: "jpg" | "png";
              /** @enum {string} */
              status: "processing" | "ready" | "failed";
            }) | null;
            usedBy: ({
                /** @enum {string} */
                kind: "setting" | "project";
                key: string;
                title?: string;
              })[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete a file; 409 while the site uses it */
  media_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Replace a file where the site uses it (branding settings, project images) by another file of the same kind (`withId`); answers that file with its uses */
  media_admin_replace: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          withId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            url: string;
            originalName: string;
            mimeType: string;
            size: number;
            alt: string;
            createdAt: string;
            image: ({
              width: number;
              height: number;
              focalX: number;
              focalY: number;
              alts: {
                [key: string]: string;
              };
              placeholder: string;
              hash: string;
              /** @enum {string} */
              fallback: "jpg" | "png";
              /** @enum {string} */
              status: "processing" | "ready" | "failed";
            }) | null;
            usedBy: ({
                /** @enum {string} */
                kind: "setting" | "project";
                key: string;
                title?: string;
              })[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `content:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The contact messages, newest first (`status`, `search`); `since` (ISO time): only those created or changed after it, any status unless `status` is given, with `X-Sync-Time` to send as the next `since` */
  contact_admin_messages: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
        status?: "new" | "read" | "replied" | "archived" | "spam";
        search?: string;
        /** @description ISO 8601 time with offset: only what was created, changed or deleted after it. Send the `X-Sync-Time` of the previous read; deletions are kept 90 days. Anything else: 400 with a field code. */
        since?: string;
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description With `since`: the server’s time before the read, to send as the next `since` (nothing written before it is missed; a row may come twice). */
          "X-Sync-Time"?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              name: string;
              email: string;
              phone: string;
              subject: string;
              message: string;
              /** @enum {string} */
              status: "new" | "read" | "replied" | "archived" | "spam";
              createdAt: string;
              fullName: string;
              serviceType: string;
              packageName: string | null;
              language: string | null;
              recommendation: string | null;
              recommendationTr: string | null;
              page: string | null;
              spamReason: ("honeypot" | "fillTime") | null;
              updatedAt: string;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The contact messages deleted after `since` (ISO time) as `{ id, deletedAt }`, oldest first (kept 90 days), with `X-Sync-Time` */
  contact_admin_messageDeletions: {
    parameters: {
      query: {
        /** @description ISO 8601 time with offset: only what was created, changed or deleted after it. Send the `X-Sync-Time` of the previous read; deletions are kept 90 days. Anything else: 400 with a field code. */
        since: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description With `since`: the server’s time before the read, to send as the next `since` (nothing written before it is missed; a row may come twice). */
          "X-Sync-Time"?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
              id: number;
              deletedAt: string;
            }[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Every contact message of the filters as a CSV file (UTF-8 with BOM, RFC 4180), streamed */
  contact_admin_exportMessages: {
    parameters: {
      query?: {
        status?: "new" | "read" | "replied" | "archived" | "spam";
        search?: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "text/csv": string;
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The same messages for Excel in Turkish: semicolon-separated, Turkish headers and statuses, with package, language, page and answers */
  contact_admin_exportMessagesExcel: {
    parameters: {
      query?: {
        status?: "new" | "read" | "replied" | "archived" | "spam";
        search?: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "text/csv": string;
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Set a message’s status (new, read, replied, archived) */
  contact_admin_setStatus: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "new" | "read" | "replied" | "archived" | "spam";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            name: string;
            email: string;
            phone: string;
            subject: string;
            message: string;
            /** @enum {string} */
            status: "new" | "read" | "replied" | "archived" | "spam";
            createdAt: string;
            fullName: string;
            serviceType: string;
            packageName: string | null;
            language: string | null;
            recommendation: string | null;
            recommendationTr: string | null;
            page: string | null;
            spamReason: ("honeypot" | "fillTime") | null;
            updatedAt: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete a message */
  contact_admin_deleteMessage: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The newsletter subscribers, newest first; `since` (ISO time): only those created or changed after it, with `X-Sync-Time` to send as the next `since` */
  contact_admin_subscribers: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
        /** @description ISO 8601 time with offset: only what was created, changed or deleted after it. Send the `X-Sync-Time` of the previous read; deletions are kept 90 days. Anything else: 400 with a field code. */
        since?: string;
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description With `since`: the server’s time before the read, to send as the next `since` (nothing written before it is missed; a row may come twice). */
          "X-Sync-Time"?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
              id: number;
              email: string;
              isActive: boolean;
              language: string;
              createdAt: string;
              updatedAt: string;
            }[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The newsletter subscribers deleted after `since` (ISO time) as `{ id, deletedAt }`, oldest first (kept 90 days), with `X-Sync-Time` */
  contact_admin_subscriberDeletions: {
    parameters: {
      query: {
        /** @description ISO 8601 time with offset: only what was created, changed or deleted after it. Send the `X-Sync-Time` of the previous read; deletions are kept 90 days. Anything else: 400 with a field code. */
        since: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description With `since`: the server’s time before the read, to send as the next `since` (nothing written before it is missed; a row may come twice). */
          "X-Sync-Time"?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
              id: number;
              deletedAt: string;
            }[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:read` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Turn a subscription on or off (isActive) */
  contact_admin_setSubscriberActive: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            email: string;
            isActive: boolean;
            language: string;
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Erase a subscriber */
  contact_admin_deleteSubscriber: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token without `leads:write` */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMITED`: too many requests with this API token; see Retry-After */
      429: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The mail outbox, newest first (`status`: pending, sent, failed) */
  outbox_admin_list: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
        status?: "pending" | "sent" | "failed";
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              /** @enum {string} */
              kind: "lead" | "lead_confirmation" | "newsletter_confirm" | "password_reset" | "test";
              recipient: string;
              subject: string;
              /** @enum {string} */
              status: "pending" | "sent" | "failed";
              attempts: number;
              lastError: string | null;
              createdAt: string;
              nextAttemptAt: string;
              sentAt: string | null;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Whether mail is configured (SMTP_URL) and the From address */
  outbox_admin_status: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            configured: boolean;
            from: string;
            waiting: number;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Queue a test mail to `to`, else to the contact_email setting */
  outbox_admin_sendTest: {
    requestBody: {
      content: {
        "application/json": {
          to?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            /** @enum {string} */
            kind: "lead" | "lead_confirmation" | "newsletter_confirm" | "password_reset" | "test";
            recipient: string;
            subject: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed";
            attempts: number;
            lastError: string | null;
            createdAt: string;
            nextAttemptAt: string;
            sentAt: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Send a failed mail again */
  outbox_admin_retry: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": Record<string, never>;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            /** @enum {string} */
            kind: "lead" | "lead_confirmation" | "newsletter_confirm" | "password_reset" | "test";
            recipient: string;
            subject: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed";
            attempts: number;
            lastError: string | null;
            createdAt: string;
            nextAttemptAt: string;
            sentAt: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The signed-in admin: profile, whether TOTP is on, recovery codes left */
  account_get: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            id: number;
            username: string;
            email: string | null;
            firstName: string | null;
            lastName: string | null;
            profileImageUrl: string | null;
            totpEnabled: boolean;
            recoveryCodesLeft: number;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Change the password ({ currentPassword, newPassword }: at least 12 characters, not common, not the username); other sessions end */
  account_changePassword: {
    requestBody: {
      content: {
        "application/json": {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The admin’s sessions: id (not the token), created and last-seen times, IP, browser, current */
  account_sessions: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: string;
              createdAt: string;
              lastSeenAt: string | null;
              ip: string | null;
              browser: string;
              current: boolean;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** End one of the admin’s sessions */
  account_endSession: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Start setting up TOTP: { secret, otpauthUrl, qrCode } */
  account_startTotp: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            secret: string;
            otpauthUrl: string;
            qrCode: string;
          };
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Turn TOTP off ({ password }); other sessions end and this one gets a new id */
  account_disableTotp: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Turn TOTP on with the first code and the current password ({ code, password }); answers ten one-time recovery codes; other sessions end and this one gets a new id */
  account_confirmTotp: {
    requestBody: {
      content: {
        "application/json": {
          code: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            recoveryCodes: string[];
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The admins, oldest first */
  users_list: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              username: string;
              email: string | null;
              firstName: string | null;
              lastName: string | null;
              profileImageUrl: string | null;
              totpEnabled: boolean;
              disabled: boolean;
              createdAt: string;
              lastSeenAt: string | null;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Add an admin (username, email, firstName, lastName, profileImageUrl, disabled, password) */
  users_create: {
    requestBody: {
      content: {
        "application/json": {
          username: string;
          email?: string | null;
          firstName?: string | null;
          lastName?: string | null;
          profileImageUrl?: string | null;
          /** @default false */
          disabled?: boolean;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            username: string;
            email: string | null;
            firstName: string | null;
            lastName: string | null;
            profileImageUrl: string | null;
            totpEnabled: boolean;
            disabled: boolean;
            createdAt: string;
            lastSeenAt: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Change an admin; disabled: true ends their sessions (409 for yourself or the last active admin) */
  users_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          username?: string;
          email?: string | null;
          firstName?: string | null;
          lastName?: string | null;
          profileImageUrl?: string | null;
          disabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            username: string;
            email: string | null;
            firstName: string | null;
            lastName: string | null;
            profileImageUrl: string | null;
            totpEnabled: boolean;
            disabled: boolean;
            createdAt: string;
            lastSeenAt: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete an admin and end their sessions (409 for yourself or the last active admin) */
  users_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Reset another admin’s two-step verification (lost device): secret and recovery codes removed, their sessions end; 409 for yourself */
  users_resetTotp: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            username: string;
            email: string | null;
            firstName: string | null;
            lastName: string | null;
            profileImageUrl: string | null;
            totpEnabled: boolean;
            disabled: boolean;
            createdAt: string;
            lastSeenAt: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The audit log, newest first (`actorId`, `action` or a prefix ending in ".", `from`, `to`); `actor` is the name at the time, `actorNow` the name now when it differs */
  audit_list: {
    parameters: {
      query?: {
        /** @description With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed). */
        page?: number;
        /** @description Items per page (with `page` or alone: page 1). */
        pageSize?: number;
        actorId?: number | string;
        action?: string;
        from?: string;
        to?: string;
      };
    };
    responses: {
      /** @description The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page. */
      200: {
        headers: {
          /** @description How many items the whole list has, all pages (for a whole list: when the answer started). */
          "X-Total-Count"?: number;
          /** @description With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters. */
          Link?: string;
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              at: string;
              actorId: number | null;
              actor: string | null;
              actorNow: string | null;
              action: string;
              target: string | null;
              ip: string | null;
              summary: string;
              subject: string | null;
              changes: {
                  field: string;
                  before: unknown;
                  after: unknown;
                }[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The audit log of the filters as a CSV file, streamed */
  audit_export: {
    parameters: {
      query?: {
        actorId?: number | string;
        action?: string;
        from?: string;
        to?: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "text/csv": string;
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The saved versions of one item, newest first (`kind`: content, service, project, pricing, settings or media; `id`: its id, `site` for the settings): who, when, what changed */
  versions_list: {
    parameters: {
      query: {
        kind: "content" | "service" | "project" | "pricing" | "settings" | "media";
        id: (number | string) | "site";
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              at: string;
              actor: string | null;
              summary: string;
              changes: {
                  field: string;
                  before: unknown;
                  after: unknown;
                }[];
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Restore a version (itself a new version); answers the item as its admin list shows it */
  versions_restore: {
    parameters: {
      path: {
        versionId: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": Record<string, never>;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            [key: string]: unknown;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Redirects of moved pages: the server’s own (a service’s old address) and the owner’s */
  redirects_admin_list: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
              id: number;
              from: string;
              to: string;
              automatic: boolean;
              createdAt: string;
            }[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Add a redirect `{ from, to }` (same-site paths, any language prefix dropped); loops are refused */
  redirects_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          from: string;
          to: string;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            from: string;
            to: string;
            automatic: boolean;
            createdAt: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete a redirect */
  redirects_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Webhook endpoints (without their secrets) */
  webhooks_admin_list: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              url: string;
              events: string[];
              description: string | null;
              enabled: boolean;
              disabledReason: string | null;
              disabledAt: string | null;
              failingSince: string | null;
              createdAt: string;
              updatedAt: string;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Add an endpoint `{ url, events, description? }`; answers its signing `secret` (`whsec_...`) this once. Deliveries are signed per Standard Webhooks */
  webhooks_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          url: string;
          events: ("lead.created" | "lead.updated" | "newsletter.confirmed" | "newsletter.unsubscribed" | "content.changed")[];
          description?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            disabledReason: string | null;
            disabledAt: string | null;
            failingSince: string | null;
            createdAt: string;
            updatedAt: string;
            secret: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** One endpoint */
  webhooks_admin_get: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": {
            id: number;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            disabledReason: string | null;
            disabledAt: string | null;
            failingSince: string | null;
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Change an endpoint (`url`, `events`, `description`, `enabled`: true turns a disabled one back on) */
  webhooks_admin_update: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          url?: string;
          events?: ("lead.created" | "lead.updated" | "newsletter.confirmed" | "newsletter.unsubscribed" | "content.changed")[];
          description?: string;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            id: number;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            disabledReason: string | null;
            disabledAt: string | null;
            failingSince: string | null;
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Delete an endpoint and its deliveries */
  webhooks_admin_delete: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The endpoint’s latest deliveries, newest first: event, status code, tries, time, last error */
  webhooks_admin_deliveries: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              event: string;
              eventId: string;
              /** @enum {string} */
              status: "pending" | "delivered" | "failed";
              attempts: number;
              lastStatusCode: number | null;
              lastError: string | null;
              createdAt: string;
              nextAttemptAt: string | null;
              deliveredAt: string | null;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Queue a `webhook.test` event to the endpoint */
  webhooks_admin_sendTest: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    requestBody: {
      content: {
        "application/json": Record<string, never>;
      };
    };
    responses: {
      /** @description Success */
      202: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
            deliveryId: number;
            eventId: string;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** The API tokens, newest first, revoked ones too: name, scopes, prefix, creator, expiry, last use (time, address); never a secret */
  tokens_admin_list: {
    responses: {
      /** @description Success */
      200: {
        headers: {
          /** @description A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed. */
          ETag?: string;
        };
        content: {
          "application/json": ({
              id: number;
              name: string;
              scopes: ("content:read" | "content:write" | "leads:read" | "leads:write")[];
              prefix: string;
              createdAt: string;
              createdBy: string | null;
              expiresAt: string | null;
              revokedAt: string | null;
              lastUsedAt: string | null;
              lastUsedIp: string | null;
            })[];
        };
      };
      /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
      304: {
        content: never;
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Make an API token `{ name, scopes, expiresAt? }`; the answer holds the whole `token`, shown this once (send it as `Authorization: Bearer <token>`) */
  tokens_admin_create: {
    requestBody: {
      content: {
        "application/json": {
          name: string;
          scopes: ("content:read" | "content:write" | "leads:read" | "leads:write")[];
          expiresAt?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      201: {
        content: {
          "application/json": {
            id: number;
            token: string;
            name: string;
            scopes: ("content:read" | "content:write" | "leads:read" | "leads:write")[];
            prefix: string;
            createdAt: string;
            expiresAt: string | null;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  /** Revoke an API token: refused from the next request on */
  tokens_admin_revoke: {
    parameters: {
      path: {
        id: number | string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description `VALIDATION_FAILED`: per-field `fieldErrors` with codes */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here) */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `NOT_FOUND` */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After */
      503: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
}
