/**
 * Types of the mock's controls (`/__admin/…`), generated from src/api/openapi.json by
 * openapi-typescript (`npm run generate`). Do not edit: change mock-server/schemas instead.
 */

export interface paths {
    "/__admin/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the mock to a seed
         * @description Data, logins, clock start and settings back to the seed (default: the current one); the outbox, webhooks and faults are emptied. The body may be left out.
         */
        post: operations["mockReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the mock clock */
        get: operations["mockReadClock"];
        put?: never;
        /**
         * Move the mock clock
         * @description Exactly one of `advance` (`31m`, `90s`, `2h`, `1d`, `250ms`), `advanceMs` or `set` (an ISO 8601 instant). At most 366 days at once. Answers what the move released.
         */
        post: operations["mockMoveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the journal
         * @description Requests and changes, each rejection with its reason; oldest first.
         */
        get: operations["mockReadJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the settings */
        get: operations["mockReadConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some settings
         * @description Only the settings given change; a reset restores the settings the mock started with.
         */
        patch: operations["mockChangeConfig"];
        trace?: never;
    };
    "/__admin/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Take a snapshot */
        get: operations["mockTakeSnapshot"];
        /**
         * Put a snapshot back
         * @description Bodies up to 256 MiB. A snapshot that is not valid changes nothing.
         */
        put: operations["mockRestoreSnapshot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the outbox
         * @description The mails `POST /email/send` sent, oldest first.
         */
        get: operations["mockReadOutbox"];
        put?: never;
        post?: never;
        /** Empty the outbox */
        delete: operations["mockEmptyOutbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhook subscriptions */
        get: operations["mockListWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to webhook calls
         * @description At most 50 subscriptions. With a `secret`, calls are signed.
         */
        post: operations["mockAddWebhook"];
        /** Remove every webhook subscription */
        delete: operations["mockRemoveWebhooks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook subscription */
        delete: operations["mockRemoveWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook calls emitted
         * @description Oldest first, each with its delivery to each subscription.
         */
        get: operations["mockListWebhookCalls"];
        put?: never;
        post?: never;
        /** Forget the webhook calls emitted */
        delete: operations["mockClearWebhookCalls"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/webhooks/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the deliveries given up */
        get: operations["mockListDeadLetters"];
        put?: never;
        /**
         * Send the dead letters again
         * @description Under the same delivery ids. Only a mock that sends webhooks (over HTTP) queues any.
         */
        post: operations["mockRedeliver"];
        /** Forget the dead letters */
        delete: operations["mockClearDeadLetters"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the injected faults */
        get: operations["mockListFaults"];
        put?: never;
        /**
         * Inject a fault
         * @description A matching request gets a status, a dropped connection or a delay instead of (or, with `landed`, after) its normal answer; `count` bounds how many. Controls are never faulted.
         */
        post: operations["mockAddFault"];
        /** Remove every fault */
        delete: operations["mockRemoveFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/faults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a fault */
        delete: operations["mockRemoveFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sessions
         * @description Only the main mock (a request without `X-Mock-Session`) has sessions.
         */
        get: operations["mockListSessions"];
        put?: never;
        post?: never;
        /** Drop every session */
        delete: operations["mockRemoveSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/sessions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Drop a session
         * @description Its next request starts it afresh from the seed.
         */
        delete: operations["mockRemoveSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The mock clock. */
        MockClock: {
            /**
             * Format: date-time
             * @description Mock-clock time, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            now: string;
            /** @description The same instant in milliseconds since 1970. */
            epochMs: number;
            /** @description Whether the clock follows the system clock. */
            following: boolean;
        };
        /** @description Exactly one of `advance`, `advanceMs` or `set`: by how much, or to when. */
        MockClockMove: {
            advance?: string;
            advanceMs?: number;
            /** @example 2026-06-01T08:00:00Z */
            set?: string;
        };
        /** @description The mock clock after a move, and the bookings the move released. */
        MockClockMoved: components["schemas"]["MockClock"] & {
            /** @description What the move released, oldest first. */
            expired: components["schemas"]["MockRelease"][];
        };
        /** @description The mock's settings. */
        MockConfig: {
            accessTokenTtl: number;
            releasePeriod: number;
            latencyMs?: number;
            visitorCheck?: boolean;
            /** @enum {string} */
            payments?: "test" | "off";
            /** @description An on-sale rush at the gateway in front of the mock: a waiting room for every event on sale, opening at `opensAt` (ISO 8601 on the mock's clock), letting `admitPerMinute` buyers in per minute (default 30), with `crowd` simulated buyers (default 25) in each line from the start. Each new setting is a new sale; `off` (or a reset) ends it. */
            waitingRoom?: "off" | {
                /** Format: date-time */
                opensAt: string;
                /** @default 30 */
                admitPerMinute: number;
                /** @default 25 */
                crowd: number;
            };
        };
        /** @description The settings to change; the others stay. */
        MockConfigPatch: {
            accessTokenTtl?: number;
            releasePeriod?: number;
            latencyMs?: number;
            visitorCheck?: boolean;
            /** @enum {string} */
            payments?: "test" | "off";
            /** @description An on-sale rush at the gateway in front of the mock: a waiting room for every event on sale, opening at `opensAt` (ISO 8601 on the mock's clock), letting `admitPerMinute` buyers in per minute (default 30), with `crowd` simulated buyers (default 25) in each line from the start. Each new setting is a new sale; `off` (or a reset) ends it. */
            waitingRoom?: "off" | {
                /** Format: date-time */
                opensAt: string;
                /** @default 30 */
                admitPerMinute: number;
                /** @default 25 */
                crowd: number;
            };
        };
        /** @description A delivery given up, to send again. */
        MockDeadLetter: {
            /** @description The delivery id. */
            id: string;
            event: number;
            /** @enum {string} */
            type: "new-booking" | "new-person" | "booking-cancelled" | "booking-tickets-deleted";
            /** @description The payload sent: pids only (see the webhooks of this document). */
            payload: {
                [key: string]: unknown;
            };
            subscription: string;
            url: string;
            /** @enum {string} */
            reason: "attempts_exhausted" | "queue_full";
            /**
             * Format: date-time
             * @description Real time it was given up, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            at: string;
            attempts: components["schemas"]["MockWebhookAttempt"][];
        };
        /** @description An injected fault, with how often it has hit. */
        MockFault: {
            /** @example fault-1 */
            id: string;
            /** @description The method it hits; null: every method. */
            method: string | null;
            /** @description A glob, or a regular expression (RE2) starting with `^`. */
            path: string;
            /** @description The status answered instead; null: none. */
            status: number | null;
            /** @description The body answered with `status`, when given. */
            body?: unknown;
            networkError: boolean;
            delayMs: number;
            /** @description The request is carried out; only its answer is delayed or lost. */
            landed: boolean;
            /** @description Requests it still hits; null: every matching request. */
            remaining: number | null;
            hits: number;
        };
        /** @description Which requests (method, path pattern) get what instead (status and body, a network error, a delay), how many, and whether the request is carried out first (`landed`). */
        MockFaultInput: {
            /**
             * @example POST
             * @example *
             */
            method?: string;
            path: string;
            status?: number;
            body?: unknown;
            /** @enum {boolean} */
            networkError?: true;
            delayMs?: number;
            landed?: boolean;
            count?: number;
        };
        /** @description One entry of the journal: a request, a change, a rejection with its reason, … */
        MockJournalEntry: {
            /** @description Sequence number; `since` reads the entries after one. */
            seq: number;
            /**
             * Format: date-time
             * @description Mock-clock time, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            at: string;
            /** @enum {string} */
            kind: "request" | "rejection" | "change" | "release" | "auth" | "admin" | "email" | "webhook";
            /** @description What happened, in English; a rejection says why. */
            message: string;
            method?: string;
            /** @description The path below the base address. */
            path?: string;
            status?: number;
            /** @description The problem's `code` of a rejection. */
            code?: string;
            resource?: string;
            pid?: string | number;
            /** @description The `X-Mock-Session` that served it. */
            session?: string;
        };
        /** @description A mail of the outbox, in the customer’s language. */
        MockMail: {
            id: number;
            /**
             * Format: date-time
             * @description Mock-clock time of sending, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            at: string;
            /** @enum {string} */
            type: "confirmation";
            booking: number;
            /** @example 1234-5678-9012 */
            bookingReadable: string;
            host: string;
            /** @enum {string} */
            locale: "de" | "fr" | "it" | "en";
            to: string;
            subject: string;
            text: string;
            html: string;
        };
        /** @description The dead letters queued to be sent again. */
        MockRedelivery: {
            /** @description Dead letters queued to be sent again. */
            queued: number;
        };
        /** @description An unconfirmed booking whose tickets and options were released. */
        MockRelease: {
            /** @description The booking released. */
            booking: number;
            /** @example 1234-5678-9012 */
            pid_readable: string;
            /**
             * Format: date-time
             * @description The booking's `expires`: the instant of the release.
             * @example 2026-06-01T08:00:00.000Z
             */
            expired_at: string;
            ticket_count: number;
            /** @description Pids of the tickets released. */
            tickets: string[];
            /** @description The options the booking held, given back to their limits. */
            options: {
                option: string;
                quantity: number;
            }[];
        };
        /** @description Which seed to reset to. */
        MockReset: {
            /**
             * @description The seed to load; default: the one loaded now.
             * @example demo
             */
            seed?: string;
        };
        /** @description The seed loaded and the clock it starts at. */
        MockResetDone: components["schemas"]["MockClock"] & {
            /**
             * @description The seed now loaded.
             * @example demo
             */
            seed: string;
        };
        /** @description The sessions of `X-Mock-Session`. */
        MockSessions: {
            /** @description How many sessions live at once. */
            limit: number;
            /** @description Their names, least recently used first. */
            sessions: string[];
        };
        /** @description Everything the mock holds, as plain JSON: data, logins and tokens, settings, clock, outbox and webhooks. Read it and put it back whole; its inner layout is the mock’s own. */
        MockSnapshot: {
            /** @enum {number} */
            version: 1;
            seed: string;
            /** @description Mock-clock time, epoch ms. */
            clock: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A webhook subscription; its secret is never shown. */
        MockWebhook: {
            /** @example webhook-1 */
            id: string;
            url: string;
            /** @description The types it receives; null: every type. */
            types: ("new-booking" | "new-person" | "booking-cancelled" | "booking-tickets-deleted")[] | null;
            /** @description Whether calls are signed (a secret was given). */
            signed: boolean;
            /**
             * Format: date-time
             * @description Mock-clock time, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            created: string;
            /** @description Calls waiting for a free slot. */
            queued: number;
            /** @description Calls being sent (an attempt open or a retry waiting). */
            sending: number;
        };
        /** @description One attempt to deliver a call. */
        MockWebhookAttempt: {
            attempt: number;
            /**
             * Format: date-time
             * @description Real time the attempt started, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            at: string;
            /** @description The receiver's status, when it answered. */
            status?: number;
            /** @description Why the attempt failed without an answer. */
            error?: string;
            durationMs: number;
        };
        /** @description A webhook call the mock emitted. */
        MockWebhookCall: {
            id: number;
            /**
             * Format: date-time
             * @description Mock-clock time of the event, ISO 8601 UTC.
             * @example 2026-06-01T08:00:00.000Z
             */
            at: string;
            /** @enum {string} */
            type: "new-booking" | "new-person" | "booking-cancelled" | "booking-tickets-deleted";
            /** @description The payload sent: pids only (see the webhooks of this document). */
            payload: {
                [key: string]: unknown;
            };
            /** @description One per subscription that takes the type. */
            deliveries: components["schemas"]["MockWebhookDelivery"][];
        };
        /** @description A call to one subscription. */
        MockWebhookDelivery: {
            /** @description The `X-Webhook-Delivery` header, the same on every retry. */
            id: string;
            subscription: string;
            url: string;
            /**
             * @description `recorded`: not sent (in-page and in-process mocks); `queued`: waiting for a free slot; `pending`: being sent; `delivered`: answered 2xx; `failed`: given up.
             * @enum {string}
             */
            state: "recorded" | "queued" | "pending" | "delivered" | "failed";
            attempts: components["schemas"]["MockWebhookAttempt"][];
        };
        /** @description A URL to call, the types it takes (default: every type) and a signing secret. */
        MockWebhookInput: {
            /** Format: uri */
            url: string;
            types?: ("new-booking" | "new-person" | "booking-cancelled" | "booking-tickets-deleted")[];
            secret?: string;
        };
        /** @description Error body of every resource endpoint (`application/problem+json`, RFC 9457). 409: the data could not be handled (validation and rule conflicts); 404: unknown path or pid, also for another host's records; 401: missing or invalid access token; 413: body too large. Bad input never causes a 5xx. */
        Problem: {
            /**
             * @description URI reference identifying the kind of problem: `/problems/<code>`, relative to the base address (RFC 9457 §3.1.1).
             * @example /problems/sector_sold_out
             */
            type: string;
            /** @description Short summary of the kind of problem. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What happened in this case, for example "Could not reserve 3 tickets: sector Balcony has 2 left". */
            detail: string;
            /**
             * @description Stable machine-readable code: `validation_failed` (409), `invalid_query` (409), `reference_not_found` (409), `record_in_use` (409), `sector_sold_out` (409), `seat_taken` (409), `price_not_applicable` (409), `ticket_option_limit_reached` (409), `ticket_option_conflict` (409), `ticket_option_required` (409), `option_limit_reached` (409), `booking_expired` (409), `booking_confirmed` (409), `booking_not_confirmed` (409), `booking_empty` (409), `customer_incomplete` (409), `digital_dispatch_not_allowed` (409), `delivery_not_available` (409), `unauthorized` (401), `not_found` (404), `payload_too_large` (413).
             * @example validation_failed
             */
            code: string;
            /** @description The offending fields; empty when the problem is not about a field. */
            errors: components["schemas"]["Violation"][];
        };
        /** @description One offending field. */
        Violation: {
            /**
             * @description Path of the offending field in the request: `name`, `address.country`, `[2].price` (third item of an array body), `options[0].quantity`; empty for the whole body. For query problems, the parameter (`filters[start][_comp]`).
             * @example address.country
             */
            property_path: string;
            /** @description What is wrong, in English. */
            message: string;
        };
    };
    responses: {
        /** @description Unknown path, or no record with this pid among the token's hosts (`code: not_found`). A pid of the wrong form answers 404 as well. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The data could not be handled: validation (`validation_failed`, `invalid_query`, `reference_not_found`) or a rule of the service (`sector_sold_out`, `booking_expired`, …). `errors` names the offending fields. Nothing was changed. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not sent as JSON: no `Content-Type`, a type other than `application/json` (or `application/*+json`), or a charset other than UTF-8 (`code: unsupported_media_type`). Nothing was changed. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 1048576 bytes, or an array has too many items (`code: payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    mockReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MockReset"];
            };
        };
        responses: {
            /** @description The seed loaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockResetDone"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mockReadClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mock clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockClock"];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockMoveClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockClockMove"];
            };
        };
        responses: {
            /** @description The clock after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockClockMoved"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mockReadJournal: {
        parameters: {
            query?: {
                /** @description Only entries after this `seq`. */
                since?: string;
                /** @description At most this many, the newest. */
                limit?: string;
                /** @description Only these kinds, comma-separated: request, rejection, change, release, auth, admin, email, webhook. */
                kinds?: string;
            };
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockJournalEntry"][];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockReadConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockConfig"];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockChangeConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockConfigPatch"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockConfig"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mockTakeSnapshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything the mock holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockSnapshot"];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockRestoreSnapshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockSnapshot"];
            };
        };
        responses: {
            /** @description Restored. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mockReadOutbox: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockMail"][];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockEmptyOutbox: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockListWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockWebhook"][];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockAddWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockWebhookInput"];
            };
        };
        responses: {
            /** @description The subscription. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockWebhook"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mockRemoveWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockRemoveWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path: {
                /** @description The id of the subscription. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    mockListWebhookCalls: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockWebhookCall"][];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockClearWebhookCalls: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockListDeadLetters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dead letters, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockDeadLetter"][];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockRedelivery"];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockClearDeadLetters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockListFaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faults in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockFault"][];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockAddFault: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockFaultInput"];
            };
        };
        responses: {
            /** @description The fault. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockFault"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mockRemoveFaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
        };
    };
    mockRemoveFault: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path: {
                /** @description The id of the fault. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    mockListSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockSessions"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    mockRemoveSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dropped. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    mockRemoveSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Served by this session's own mock (made from the seed on first use). */
                "X-Mock-Session"?: string;
            };
            path: {
                /** @description The session name. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dropped. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
