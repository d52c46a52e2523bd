// Generated from the Store API v3 OpenAPI document by openapi-typescript: do not edit.
// Regenerate with `npm run client:generate`; a test fails while this file is stale.

export interface paths {
    "/api/v3/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what changed in the store
         * @description Every write to the store’s data, newest first, in the calling key’s mode (a test key lists test data’s changes): through the Store API, an assistant’s connection, the previous generation, the merchant admin and the operator’s command line, each recorded with the write itself, so a write that failed is never listed. Kept at least 90 days. The filters bind the cursor: send the same ones with it. Scopes: `activity:read`.
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarise the store over a reporting period
         * @description Counts over complete UTC days: from midnight period days before today up to today’s midnight (from inclusive, to exclusive). Scopes: `analytics:read`.
         */
        get: operations["getAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customisers
         * @description Customisers in creation order, oldest first, stable across pages. Scopes: `customisers:read`.
         */
        get: operations["listCustomisers"];
        put?: never;
        /**
         * Create a customiser
         * @description Creates the customiser **inactive** (`active: false`): shoppers cannot design with it until it is activated with `POST /api/v3/customisers/{customiser_id}/activate`, so its options and pricing can be set up first. Pricing model, sign category and product family are fixed at creation. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createCustomiser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a customiser
         * @description Read a customiser Scopes: `customisers:read`.
         */
        get: operations["getCustomiser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a customiser (JSON merge patch of name and selection_mode)
         * @description Update a customiser (JSON merge patch of name and selection_mode) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateCustomiser"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a customiser (make it available on the storefront)
         * @description Activate a customiser (make it available on the storefront) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        post: operations["activateCustomiser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a customiser
         * @description Deactivate a customiser Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        post: operations["deactivateCustomiser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the backboard rows of a customiser
         * @description List the backboard rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listBackboards"];
        put?: never;
        /**
         * Create a backboard
         * @description Create a backboard Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createBackboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backboards/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder backboards
         * @description backboard_ids must name every backboard of the customiser exactly once; otherwise 422 with missing_ids, unknown_ids and duplicate_ids. Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        post: operations["reorderBackboards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backboards/validate-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a backboard could be created
         * @description Runs every rule of the create and writes nothing: 200 with valid true, or the identical problem the create would give. Consumes no idempotency key and no option-write budget. Scopes: `customisers:write`.
         */
        post: operations["validateBackboardCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backboards/{backboard_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a backboard
         * @description Read a backboard Scopes: `customisers:read`.
         */
        get: operations["getBackboard"];
        put?: never;
        post?: never;
        /**
         * Delete a backboard
         * @description Removes the backboard for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteBackboard"];
        options?: never;
        head?: never;
        /**
         * Update a backboard (JSON merge patch)
         * @description Update a backboard (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateBackboard"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backboards/{backboard_id}/shape": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Attach an uploaded SVG as the backboard's shape
         * @description Takes a backboard_shape_svg upload whose bytes landed; the SVG is sanitised, measured and held inside the backboard, never published at a URL. A file that fails is refused and the slot left unchanged. Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        put: operations["attachBackboardShape"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backlights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the backlight rows of a customiser
         * @description List the backlight rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listBacklights"];
        put?: never;
        /**
         * Create a backlight
         * @description Create a backlight Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createBacklight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/backlights/{backlight_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a backlight
         * @description Read a backlight Scopes: `customisers:read`.
         */
        get: operations["getBacklight"];
        put?: never;
        post?: never;
        /**
         * Delete a backlight
         * @description Removes the backlight for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteBacklight"];
        options?: never;
        head?: never;
        /**
         * Update a backlight (JSON merge patch)
         * @description Update a backlight (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateBacklight"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/colours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the colour rows of a customiser
         * @description List the colour rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listColours"];
        put?: never;
        /**
         * Create a colour
         * @description Create a colour Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createColour"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/colours/{colour_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a colour
         * @description Read a colour Scopes: `customisers:read`.
         */
        get: operations["getColour"];
        put?: never;
        post?: never;
        /**
         * Delete a colour
         * @description Removes the colour for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteColour"];
        options?: never;
        head?: never;
        /**
         * Update a colour (JSON merge patch)
         * @description Update a colour (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateColour"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the extra rows of a customiser
         * @description List the extra rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listExtras"];
        put?: never;
        /**
         * Create a extra
         * @description Create a extra Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createExtra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/extras/{extra_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a extra
         * @description Read a extra Scopes: `customisers:read`.
         */
        get: operations["getExtra"];
        put?: never;
        post?: never;
        /**
         * Delete a extra
         * @description Removes the extra for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteExtra"];
        options?: never;
        head?: never;
        /**
         * Update a extra (JSON merge patch)
         * @description Update a extra (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateExtra"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/font-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the font tier rows of a customiser
         * @description List the font tier rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listFontTiers"];
        put?: never;
        /**
         * Create a font tier
         * @description Create a font tier Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createFontTier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/font-tiers/{font_tier_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a font tier
         * @description Read a font tier Scopes: `customisers:read`.
         */
        get: operations["getFontTier"];
        put?: never;
        post?: never;
        /**
         * Delete a font tier
         * @description Removes the font tier for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteFontTier"];
        options?: never;
        head?: never;
        /**
         * Update a font tier (JSON merge patch)
         * @description Update a font tier (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateFontTier"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the font rows of a customiser
         * @description List the font rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listFonts"];
        put?: never;
        /**
         * Create a font
         * @description Create a font Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createFont"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/fonts/{font_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a font
         * @description Read a font Scopes: `customisers:read`.
         */
        get: operations["getFont"];
        put?: never;
        post?: never;
        /**
         * Delete a font
         * @description Removes the font for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteFont"];
        options?: never;
        head?: never;
        /**
         * Update a font (JSON merge patch)
         * @description Update a font (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateFont"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/fonts/{font_id}/font-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Attach an uploaded TrueType/OpenType file as the font's file
         * @description Takes a font_ttf upload whose bytes landed; the bytes must be a real font. font_file then shows has_font_file, the family name read from the font, and ttf_url. Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        put: operations["attachFontFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the form rows of a customiser
         * @description List the form rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listForms"];
        put?: never;
        /**
         * Create a form
         * @description Create a form Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/forms/{form_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a form
         * @description Read a form Scopes: `customisers:read`.
         */
        get: operations["getForm"];
        put?: never;
        post?: never;
        /**
         * Delete a form
         * @description Removes the form for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteForm"];
        options?: never;
        head?: never;
        /**
         * Update a form (JSON merge patch)
         * @description Update a form (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateForm"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/icons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the icon rows of a customiser
         * @description List the icon rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listIcons"];
        put?: never;
        /**
         * Create a icon
         * @description Create a icon Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createIcon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/icons/{icon_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a icon
         * @description Read a icon Scopes: `customisers:read`.
         */
        get: operations["getIcon"];
        put?: never;
        post?: never;
        /**
         * Delete a icon
         * @description Removes the icon for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteIcon"];
        options?: never;
        head?: never;
        /**
         * Update a icon (JSON merge patch)
         * @description Update a icon (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateIcon"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/jackets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the jacket rows of a customiser
         * @description List the jacket rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listJackets"];
        put?: never;
        /**
         * Create a jacket
         * @description Create a jacket Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createJacket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/jackets/{jacket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a jacket
         * @description Read a jacket Scopes: `customisers:read`.
         */
        get: operations["getJacket"];
        put?: never;
        post?: never;
        /**
         * Delete a jacket
         * @description Removes the jacket for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteJacket"];
        options?: never;
        head?: never;
        /**
         * Update a jacket (JSON merge patch)
         * @description Update a jacket (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateJacket"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the label rows of a customiser
         * @description List the label rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listLabels"];
        put?: never;
        /**
         * Create a label
         * @description Create a label Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/labels/{label_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a label
         * @description Read a label Scopes: `customisers:read`.
         */
        get: operations["getLabel"];
        put?: never;
        post?: never;
        /**
         * Delete a label
         * @description Removes the label for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLabel"];
        options?: never;
        head?: never;
        /**
         * Update a label (JSON merge patch)
         * @description Update a label (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateLabel"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the language rows of a customiser
         * @description List the language rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listLanguages"];
        put?: never;
        /**
         * Create a language
         * @description Create a language Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/languages/{language_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a language
         * @description Read a language Scopes: `customisers:read`.
         */
        get: operations["getLanguage"];
        put?: never;
        post?: never;
        /**
         * Delete a language
         * @description Removes the language for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLanguage"];
        options?: never;
        head?: never;
        /**
         * Update a language (JSON merge patch)
         * @description Update a language (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateLanguage"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/legacy-sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the legacy fixed-height size rows of a customiser
         * @description List the legacy fixed-height size rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listLegacySizes"];
        put?: never;
        /**
         * Create a legacy fixed-height size
         * @description Create a legacy fixed-height size Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createLegacySize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/legacy-sizes/{legacy_size_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a legacy fixed-height size
         * @description Read a legacy fixed-height size Scopes: `customisers:read`.
         */
        get: operations["getLegacySize"];
        put?: never;
        post?: never;
        /**
         * Delete a legacy fixed-height size
         * @description Removes the legacy fixed-height size for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLegacySize"];
        options?: never;
        head?: never;
        /**
         * Update a legacy fixed-height size (JSON merge patch)
         * @description Update a legacy fixed-height size (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateLegacySize"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/length-pricings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the length pricing rows of a customiser
         * @description List the length pricing rows of a customiser Scopes: `pricing:read`.
         */
        get: operations["listLengthPricings"];
        put?: never;
        /**
         * Create a length pricing
         * @description Create a length pricing Scopes: `pricing:write`. `Idempotency-Key` required.
         */
        post: operations["createLengthPricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/length-pricings/{length_pricing_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a length pricing
         * @description Read a length pricing Scopes: `pricing:read`.
         */
        get: operations["getLengthPricing"];
        put?: never;
        post?: never;
        /**
         * Delete a length pricing
         * @description Removes the length pricing for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `pricing:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLengthPricing"];
        options?: never;
        head?: never;
        /**
         * Update a length pricing (JSON merge patch)
         * @description Update a length pricing (JSON merge patch) Scopes: `pricing:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateLengthPricing"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/letter-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the letter type rows of a customiser
         * @description List the letter type rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listLetterTypes"];
        put?: never;
        /**
         * Create a letter type
         * @description Create a letter type Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createLetterType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a letter type
         * @description Read a letter type Scopes: `customisers:read`.
         */
        get: operations["getLetterType"];
        put?: never;
        post?: never;
        /**
         * Delete a letter type
         * @description Removes the letter type for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLetterType"];
        options?: never;
        head?: never;
        /**
         * Update a letter type (JSON merge patch)
         * @description Update a letter type (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateLetterType"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a letter type's letter-part colour selections
         * @description Oldest first, stable across pages. Scopes: `customisers:read`.
         */
        get: operations["listLetterPartColourSelections"];
        put?: never;
        /**
         * Create a letter-part colour selection
         * @description Omitted fields take the defaults the letter type category expects. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createLetterPartColourSelection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts/validate-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a letter-part colour selection could be created
         * @description Same body and validation as the create; nothing written, no key consumed, no option-write budget spent. Advisory. Scopes: `customisers:write`.
         */
        post: operations["validateLetterPartColourSelectionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts/{letter_part}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a letter-part colour selection
         * @description Read a letter-part colour selection Scopes: `customisers:read`.
         */
        get: operations["getLetterPartColourSelection"];
        put?: never;
        post?: never;
        /**
         * Delete a letter-part colour selection
         * @description Only a selection whose part its letter type no longer lists (else 422 `letter_part_not_deletable`, reason `letter_part_declared`), whose configuration is back at the category’s defaults with no uploaded image (else 422 `letter_part_not_deletable`, reason `configured_letter_part`; the detail names the fields and their defaults), and whose bucket is empty, unshared and untranslated (else 409 `resource_in_use`, reason `selection_not_empty` with each colour named in `referenced_by`, or `selection_shared`, `selection_translated`). Reset and empty it with a PATCH of the selection first. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLetterPartColourSelection"];
        options?: never;
        head?: never;
        /**
         * Reconfigure a letter-part colour selection (JSON merge patch of its configuration and colours)
         * @description Changes any configuration field and the bucket, `colour_ids` (replaced whole; `[]` empties it), by the create’s rules (`customer_text_not_supported`, `field_not_used_by_letter_part`); colours must be the customiser’s, and one that saved presets of this letter type use cannot leave the bucket (409 `resource_in_use`, reason `colour_used_by_presets`). A part that its letter type no longer lists can still be reconfigured. Before a delete, send the fields its `letter_part_not_deletable` refusal names back at their defaults and `colour_ids: []`. `default_upload_image_url` is read-only. Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateLetterPartColourSelection"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts/{letter_part}/colours/{colour_id}/validate-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a colour could leave a letter part's bucket
         * @description No body. 200 verdict (advisory), or the identical 409 resource_in_use the removal would give. Scopes: `customisers:write`.
         */
        post: operations["validateLetterPartColourDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the material rows of a customiser
         * @description List the material rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listMaterials"];
        put?: never;
        /**
         * Create a material
         * @description Create a material Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/materials/{material_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a material
         * @description Read a material Scopes: `customisers:read`.
         */
        get: operations["getMaterial"];
        put?: never;
        post?: never;
        /**
         * Delete a material
         * @description Removes the material for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteMaterial"];
        options?: never;
        head?: never;
        /**
         * Update a material (JSON merge patch)
         * @description Update a material (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateMaterial"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/mounting-colours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the mounting colour rows of a customiser
         * @description List the mounting colour rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listMountingColours"];
        put?: never;
        /**
         * Create a mounting colour
         * @description Create a mounting colour Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createMountingColour"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/mounting-colours/{mounting_colour_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a mounting colour
         * @description Read a mounting colour Scopes: `customisers:read`.
         */
        get: operations["getMountingColour"];
        put?: never;
        post?: never;
        /**
         * Delete a mounting colour
         * @description Removes the mounting colour for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteMountingColour"];
        options?: never;
        head?: never;
        /**
         * Update a mounting colour (JSON merge patch)
         * @description Update a mounting colour (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateMountingColour"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/mountings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the mounting rows of a customiser
         * @description List the mounting rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listMountings"];
        put?: never;
        /**
         * Create a mounting
         * @description Create a mounting Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createMounting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/mountings/{mounting_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a mounting
         * @description Read a mounting Scopes: `customisers:read`.
         */
        get: operations["getMounting"];
        put?: never;
        post?: never;
        /**
         * Delete a mounting
         * @description Removes the mounting for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteMounting"];
        options?: never;
        head?: never;
        /**
         * Update a mounting (JSON merge patch)
         * @description Update a mounting (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateMounting"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the saved preset rows of a customiser
         * @description List the saved preset rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listPresets"];
        put?: never;
        /**
         * Create a saved preset
         * @description Create a saved preset Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createPreset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/presets/{preset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a saved preset
         * @description Read a saved preset Scopes: `customisers:read`.
         */
        get: operations["getPreset"];
        put?: never;
        post?: never;
        /**
         * Delete a saved preset
         * @description Removes the saved preset for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deletePreset"];
        options?: never;
        head?: never;
        /**
         * Update a saved preset (JSON merge patch)
         * @description Update a saved preset (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updatePreset"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the pricing document of a customiser
         * @description Get the pricing document of a customiser Scopes: `pricing:read`.
         */
        get: operations["getCustomiserPricing"];
        /**
         * Replace the pricing document
         * @description The full document of the customiser model; the read-only descriptors GET shows may be sent back unchanged. Same validation, deletion semantics and errors as the merge patch. Scopes: `pricing:write`. `Idempotency-Key` optional.
         */
        put: operations["replaceCustomiserPricing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the pricing document (JSON merge patch)
         * @description Arrays replace wholesale; an entry with size_id or price_list_id updates in place, one without creates. The patched result is validated and persisted as a full replacement; omitting sizes that fonts still reference is 409 with pointer /sizes, even where the document’s price rows still name them (that 409 comes before any 422). A successful write reprices the storefront at once. Scopes: `pricing:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateCustomiserPricing"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/pricing/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a full pricing document without saving it
         * @description Answers 200 with valid true, or the same 422 and 409 problems a replace would give. Nothing is persisted, no cache is touched, no idempotency key is consumed. Scopes: `pricing:write`.
         */
        post: operations["validateCustomiserPricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/pricing/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the versions of a pricing document
         * @description Newest first. Every successful pricing write (PATCH, PUT, a restore, the previous generation’s PUT, an assistant’s pricing tool) records the whole document as it left it, as the next version; version 1 is the document as first made. Each version says what wrote it (`operation`), who (`actor`) and in which request. Read one with its document at …/versions/{version}, and bring it back with …/versions/{version}/restore. Versions are kept at least 90 days, and the newest 50 of a customiser always. Scopes: `pricing:read`.
         */
        get: operations["listCustomiserPricingVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/pricing/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of a pricing document
         * @description The version with `document`: the whole pricing document as that write left it, as GET …/pricing answered it then. A version the customiser does not have (or no longer keeps) is 404. Scopes: `pricing:read`.
         */
        get: operations["getCustomiserPricingVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/pricing/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a version of the pricing document
         * @description Writes the version’s document back, exactly as PUT …/pricing with that document would (its sizes, base pricing, price lists and sheet pricing; the read-only descriptors are not sent): the same checks, so a version naming a size or price list that no longer exists is 422 at its pointer and one dropping a size other records reference is 409, and nothing changes; the same option-write budget; the storefront reprices at once. Answers the pricing document as PUT does, and records it as a new version (`operation: restore`, `restored_from`: this version). Scopes: `pricing:write`. `Idempotency-Key` required.
         */
        post: operations["restoreCustomiserPricingVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Synchronise a product from a custom integration
         * @description Records the product (artwork stored as references, never fetched); never calls the integration back and never emits product:created. Concurrent synchronisations of a store are serialised. Idempotency-Key unique per logical product. Scopes: `products:write`. `Idempotency-Key` required.
         */
        post: operations["synchroniseProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description List products Scopes: `products:read`.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/products/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a product
         * @description Read a product Scopes: `products:read`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read customiser settings
         * @description Read customiser settings Scopes: `customisers:read`.
         */
        get: operations["getCustomiserSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update customiser settings (JSON merge patch)
         * @description Update customiser settings (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateCustomiserSettings"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the size rows of a customiser
         * @description List the size rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listSizes"];
        put?: never;
        /**
         * Create a size
         * @description Create a size Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createSize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/sizes/{size_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a size
         * @description Read a size Scopes: `customisers:read`.
         */
        get: operations["getSize"];
        put?: never;
        post?: never;
        /**
         * Delete a size
         * @description Removes the size for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. A size the pricing document prices is held back by its rows: `base_pricing_row` (id: the customiser’s) and `price_list_row` (id: the price list’s), beside the fonts and saved presets tied to it; remove the size’s rows from the pricing document (PATCH …/pricing) first. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteSize"];
        options?: never;
        head?: never;
        /**
         * Update a size (JSON merge patch)
         * @description Update a size (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateSize"];
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/support-finishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the support finish rows of a customiser
         * @description List the support finish rows of a customiser Scopes: `customisers:read`.
         */
        get: operations["listSupportFinishes"];
        put?: never;
        /**
         * Create a support finish
         * @description Create a support finish Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createSupportFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/customisers/{customiser_id}/support-finishes/{support_finish_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a support finish
         * @description Read a support finish Scopes: `customisers:read`.
         */
        get: operations["getSupportFinish"];
        put?: never;
        post?: never;
        /**
         * Delete a support finish
         * @description Removes the support finish for good and answers a deletion receipt with the removed record. Refused with 409 `resource_in_use` while anything references it, every referencer named in `referenced_by` ({type, id, name}) and counted in `referenced_by_count`; references are never cleared, and nothing is deleted. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteSupportFinish"];
        options?: never;
        head?: never;
        /**
         * Update a support finish (JSON merge patch)
         * @description Update a support finish (JSON merge patch) Scopes: `customisers:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateSupportFinish"];
        trace?: never;
    };
    "/api/v3/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Orders oldest first, stable across pages. The filters bind the cursor: send the same ones with it. Scopes: `orders:read`.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Record a completed order
         * @description Records an order of a custom integration in the store currency; every line names a product of the store by product_id or by the integration’s external_id. Emits order:created and queues the order email to the store’s manufacturer. Scopes: `orders:write`. `Idempotency-Key` required.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an order
         * @description Read an order Scopes: `orders:read`.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/orders/{order_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue the order email again
         * @description Queues the order email again for the manufacturer recipient the store has configured; a recipient cannot be chosen and no field is accepted. The same key and body replay the 202 without queuing again. Two distinct attempts per API key per minute. Scopes: `orders:write`. `Idempotency-Key` required.
         */
        post: operations["resendOrderEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quote requests
         * @description Form submissions, oldest first, stable across pages; clients deduplicate form:submitted against their id, listing only the window they need with filter[created_after] and filter[created_before]. The filters bind the cursor: send the same ones with it. Scopes: `quotes:read`.
         */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/quotes/{quote_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a quote request
         * @description Read a quote request Scopes: `quotes:read`.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/quotes/{quote_id}/files/{upload_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file sent with a quote request
         * @description The bytes a shopper sent, as `files[].url` of the quote names them, with the content type they were declared and checked as. Always a download (`Content-Disposition: attachment`), never rendered in the service’s origin. Scopes: `quotes:read`.
         */
        get: operations["getQuoteFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/stores/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authenticated store
         * @description The store the bearer key belongs to, its integrations and the scopes granted to the key. Read-only and safe to retry. Scopes: `store:read`.
         */
        get: operations["getAuthenticatedStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare an upload and get its target
         * @description The purpose selects the accepted file types and the size cap. Bytes go to upload_target.url with its method, every header it lists, and the file as the raw body, within about ten minutes. An idempotent replay answers upload_target null. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/uploads/{upload_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll an upload
         * @description Confirms whether the bytes landed (bytes_received, status uploaded) and what became of them. Shoppers’ form attachments are not polled here: they are read through their quote, with quotes:read. Scopes: `customisers:write`.
         */
        get: operations["getUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhook-event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook event types
         * @description Every topic a webhook subscription may name, with its delivery body as JSON Schema. Deprecated topics have no route to carry a Deprecation header, so they are flagged here: deprecated true, deprecated_since, and the replacement operation and scope, also named in the description. Pages like every listing: limit and cursor. Scopes: none beyond a valid key.
         */
        get: operations["listWebhookEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhook-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Oldest first, stable across pages. Secrets are never listed. Scopes: `webhooks:read`.
         */
        get: operations["listWebhookSubscriptions"];
        put?: never;
        /**
         * Subscribe a URL to webhook topics
         * @description The answer carries the subscription’s signing secret: it is shown here and on rotation only. The URL is checked now (https in production; no loopback outside development, private, link-local or metadata address, as its name resolves) and again on every delivery. Scopes: `webhooks:write`. `Idempotency-Key` required.
         */
        post: operations["createWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhook-subscriptions/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook subscription
         * @description Read a webhook subscription Scopes: `webhooks:read`.
         */
        get: operations["getWebhookSubscription"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Removes it with its delivery log; pending deliveries are dropped. No body; repeating the request with its key after the subscription is gone replays the receipt. Scopes: `webhooks:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteWebhookSubscription"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription (JSON merge patch of url, topics, description and enabled)
         * @description enabled false stops deliveries (pending ones wait); enabled true clears disabled_reason, whatever turned it off (a 410, days of failures), and resumes them. description null clears it. Scopes: `webhooks:write`. The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value. `Idempotency-Key` optional.
         */
        patch: operations["updateWebhookSubscription"];
        trace?: never;
    };
    "/api/v3/webhook-subscriptions/{subscription_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription’s deliveries
         * @description The delivery log, newest first: each delivery (test events marked test_event) with every attempt: its time, the request body it sent, the status and the first 4 KiB of the body the receiver answered (response_body_truncated when it went on), the duration, the error and the next retry. Retries follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each with up to 20 % jitter, or later when the receiver’s Retry-After asks. Finished deliveries stay in the log for 30 days. Scopes: `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhook-subscriptions/{subscription_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Due at once, with the same x-webhook-id and body. A finished delivery (delivered or failed) gets one attempt, not retried; one waiting for a retry is pulled forward and keeps its place in the retry schedule; one already due (queued or being attempted) is answered as it stands and nothing more is queued. Test events and redeliveries share a budget per API key (20 a minute) and per subscription, whoever asks (6 a minute): past either, 429 rate_limited with Retry-After. Refused while the subscription is disabled. Scopes: `webhooks:write`. `Idempotency-Key` optional.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhook-subscriptions/{subscription_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook subscription’s secret
         * @description Answers the new secret (shown here only). For 24 hours every delivery carries two signatures, by the new and by the previous secret, separated by a space, so a receiver verifies with either while it switches. Scopes: `webhooks:write`. `Idempotency-Key` required.
         */
        post: operations["rotateWebhookSubscriptionSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhook-subscriptions/{subscription_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends the subscription the example body of one of its topics (the example of GET /api/v3/webhook-event-types), under a new x-webhook-id, signed with its secret: a delivery like any other, attempted once (never retried) and shown in the delivery log with test_event true. The same request again sends another test event, unless it repeats an Idempotency-Key. Test events and redeliveries share a budget per API key (20 a minute) and per subscription, whoever asks (6 a minute): past either, 429 rate_limited with Retry-After. Refused while the subscription is disabled. Scopes: `webhooks:write`. `Idempotency-Key` optional.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order:created delivery
         * @description A completed order was recorded for the store (POST /api/v3/orders). The body is {"order": …}, the order as delivered by webhook; answer 200 with {"ok": true}.
         *
         *     Verify the signature before acting: http://localhost:8080/help/webhooks.
         */
        post: operations["orderCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The product:created delivery
         * @description A customer finished a design on the storefront. Sent to the create-product URL of a custom integration; answer 200 with {"external_id": "<your product id>"}, which is then the product reference when creating orders. Product synchronisation (POST /api/v3/customisers/{customiser_id}/products) never emits it.
         *
         *     Verify the signature before acting: http://localhost:8080/help/webhooks.
         */
        post: operations["productCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "form:submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The form:submitted delivery
         * @deprecated
         * @description Deprecated. Use GET /api/v3/quotes with the quotes:read scope instead. Deprecated since 2026-08-24; it still fires on every new form submission, with the same payload, signature and retries, and has no removal date. Its payload carries no stable resource id: deduplicate against the id of each quote in the quotes listing.
         *
         *     Verify the signature before acting: http://localhost:8080/help/webhooks.
         */
        post: operations["formSubmittedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description RFC 9457 problem document. `type` resolves to the page of its `code` under {docs_url}/help/problems/. */
        Problem: {
            /**
             * Format: uri
             * @description A URI naming the problem type: the page of its `code` under {docs_url}/help/problems/.
             */
            type: string;
            /** @description A short, fixed summary of the problem type, for people. */
            title: string;
            /** @description The HTTP status code of this answer. */
            status: number;
            /** @description The stable, machine-readable identifier of the problem type: branch on it (and on `status`), never on `title` or `detail`. */
            code: string;
            /** @description What went wrong this time, for people. Do not parse it: its wording may change. */
            detail: string;
            /** @description This request’s id, also sent as the `X-Request-Id` header: quote it when asking about a failure. */
            request_id: string;
            /** @description At most 100 items (the first found), in document order; when there are more, a last item with code `more_errors` says how many (`and 1,234 more`). */
            errors?: {
                /** @description A JSON Pointer (RFC 6901) to the member of the request body at fault; the empty string means the whole body. */
                pointer?: string;
                /** @description The query or path parameter at fault (`filter[status]`), where the fault is not in the body. */
                parameter?: string;
                /** @description Why this field or parameter is wrong; each code has its page under {docs_url}/help/problems/fields/. */
                code: string;
                /** @description What is wrong with it, for people. Do not parse it. */
                detail: string;
                /** @description With `unsupported_value` and `invalid_parameter`: the values that would have been accepted. */
                allowed_values?: unknown[];
                /** @description With `invalid`, on a number field or parameter that has a range: the smallest value accepted. */
                minimum?: number;
                /** @description With `invalid`, on a number field or parameter that has a range: the largest value accepted. */
                maximum?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description One change to the store’s data: what changed, who changed it, in which request, when. */
        Activity: {
            /**
             * @description What kind of object this is: always `activity`.
             * @enum {string}
             */
            object: "activity";
            /** @description The item’s id, unique within the store; newer items have greater ids. */
            id: string;
            /**
             * @description What happened: `<resource type>.<verb>` (`created`, `updated`, `deleted`, `activated`, `deactivated`, `restored`, …).
             * @example customiser.updated
             */
            action: string;
            /** @description What was changed. */
            resource: {
                /** @description The kind of resource changed: the `object` it is read as. */
                type: string;
                /** @description Its id, as text; null where the change has no one resource (several rows at once, the order of a customiser’s backboards). */
                id: string | null;
                /** @description The customiser it belongs to (a customiser’s own id), or null. */
                customiser_id: number | null;
            };
            /** @description Who made the change: a key, a person in the merchant admin, an assistant’s connection, the operator’s command line or the service. */
            actor: components["schemas"]["Actor"];
            /** @description The request that made it (`meta.request_id` of its answer, `X-Request-Id`). */
            request_id: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
        };
        /** @description Who made the change. */
        Actor: {
            /**
             * @description `api_key` (a key of the store), `person` (someone logged in to the merchant admin), `connector` (an assistant’s connection), `cli` (the operator’s command line) or `system` (the service itself, such as every pricing version 1).
             * @enum {string}
             */
            type: "api_key" | "person" | "connector" | "cli" | "system";
            /** @description The key’s, person’s or connection’s id; null for the command line and the service. */
            id: string | null;
            /** @description The key’s name, the person’s email, the connection’s client name, or the command; never a secret. null where there is none. */
            name: string | null;
        };
        /** @description Which data a resource is: live, or the store’s test data. Read-only: a create or a full replacement may send it back unchanged; a merge patch refuses it (422 `prohibited`), as it refuses every read-only property. */
        Livemode: {
            /** @description True for live data; false for the test data a test key (`svc_test_…`) acts on. */
            livemode: boolean;
        };
        /** @description Where this page is in the collection. */
        Pagination: {
            /** @description True when another page follows; fetch `links.next`, or send `next_cursor` as `cursor` with the same filters. */
            has_more: boolean;
            /** @description The opaque cursor of the next page, or null on the last page. Send it back unchanged; it is valid only with the collection, store and filters it came with. */
            next_cursor: string | null;
        };
        /** @description Links about this page of a collection. */
        PageLinks: {
            /**
             * Format: uri
             * @description The URL of this request (with its query).
             */
            self: string;
            /**
             * Format: uri
             * @description The reference page of this operation.
             */
            documentation: string;
            /**
             * Format: uri
             * @description The URL of the next page (this request with `cursor` set), or null on the last page.
             */
            next: string | null;
        };
        /** @description Facts about this answer rather than the resource. */
        Meta: {
            /**
             * @description The major version of the API that answered: always `v3`.
             * @enum {string}
             */
            api_version: "v3";
            /** @description This request’s id, also sent as the `X-Request-Id` header: quote it when asking about a request. */
            request_id: string;
        };
        AnalyticsSummary: {
            /**
             * @description What kind of object this is: always `analytics_summary`.
             * @enum {string}
             */
            object: "analytics_summary";
            /**
             * @description The reporting period asked for, in complete UTC days before today.
             * @enum {string}
             */
            period: "7d" | "30d" | "90d" | "365d";
            /**
             * Format: date-time
             * @description Where the period starts (inclusive): midnight UTC, an ISO 8601 timestamp.
             */
            from: string;
            /**
             * Format: date-time
             * @description Where the period ends (exclusive): today’s midnight UTC, an ISO 8601 timestamp.
             */
            to: string;
            /** @description The ISO 4217 code of the store’s currency, which `revenue` is in; null when the store has none. */
            currency: string | null;
            /** @description How many orders were recorded in the period. */
            orders: number;
            /** @description The sum of those orders’ totals, in minor units of `currency` (cents for USD). */
            revenue: number;
            /** @description How many products integrations synchronised in the period. */
            products_synchronised: number;
            /** @description How many quote requests shoppers sent in the period. */
            quotes: number;
            /** @description How many designs shoppers completed (each becoming a product) in the period. */
            designs_completed: number;
        };
        /** @description Links about this answer. */
        Links: {
            /**
             * Format: uri
             * @description The URL of this request (with its query).
             */
            self: string;
            /**
             * Format: uri
             * @description The reference page of this operation.
             */
            documentation: string;
        };
        Customiser: {
            /**
             * @description What kind of object this is: always `customiser`.
             * @enum {string}
             */
            object: "customiser";
            /** @description The customiser’s id, unique within the store. */
            id: number;
            /** @description The customiser’s name, shown to shoppers and merchants. */
            name: string;
            /** @description Whether shoppers can design with it on the storefront. False for a customiser just created through the API: it starts inactive. Read-only: changed by the activate (`POST …/customisers/{customiser_id}/activate`) and deactivate operations. */
            active: boolean;
            /** @description How its designs are priced: `simple_letter`, `advanced_letter` or `frame_fit` (the retired `legacy_fixed_height` has no pricing document). Fixed at creation. */
            pricing_model: string;
            /** @description The pricing model’s name for people (`Simple letter`). */
            pricing_model_display_name: string;
            /** @description What kind of sign it makes, from a set that may grow (`neon`, `metal_channel_letter` seen). Fixed at creation. */
            sign_category: string;
            /** @description The product line it belongs to, from a set that may grow (`neon`, `channel_letter` seen). Fixed at creation. */
            product_family: string;
            /**
             * @description `single_style` styles the whole sign as one; `per_word` lets shoppers style each word (turning multiple fonts and colours on), where the sign category and the store’s plan allow it.
             * @enum {string}
             */
            selection_mode: "single_style" | "per_word";
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        CustomiserCreate: {
            /** @description The customiser’s name, shown to shoppers and merchants: 1 to 200 characters. */
            name: string;
            /**
             * @description How its designs are priced: `simple_letter`, `advanced_letter` or `frame_fit` (the retired `legacy_fixed_height` has no pricing document). Fixed at creation.
             * @enum {string}
             */
            pricing_model: "simple_letter" | "advanced_letter" | "frame_fit";
            /** @description What kind of sign it makes, from a set that may grow (`neon`, `metal_channel_letter` seen). Fixed at creation. Lowercase letters, digits and underscores, up to 64. */
            sign_category: string;
            /** @description The product line it belongs to, from a set that may grow (`neon`, `channel_letter` seen). Fixed at creation. Lowercase letters, digits and underscores, up to 64. */
            product_family: string;
            /**
             * @description `single_style` styles the whole sign as one; `per_word` lets shoppers style each word (turning multiple fonts and colours on), where the sign category and the store’s plan allow it. Default `single_style`.
             * @default single_style
             * @enum {string}
             */
            selection_mode?: "single_style" | "per_word";
        };
        CustomiserPatch: {
            /** @description The customiser’s name, shown to shoppers and merchants: 1 to 200 characters. */
            name?: string;
            /**
             * @description `single_style` styles the whole sign as one; `per_word` lets shoppers style each word (turning multiple fonts and colours on), where the sign category and the store’s plan allow it. Refused with 422 `selection_mode_not_available` where it is not.
             * @enum {string}
             */
            selection_mode?: "single_style" | "per_word";
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). active changes only through the activate and deactivate operations. */
            active?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). pricing_model is fixed at creation. */
            pricing_model?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). sign_category is fixed at creation. */
            sign_category?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). product_family is fixed at creation. */
            product_family?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            pricing_model_display_name?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Backboard: {
            /**
             * @description What kind of object this is: always `backboard`.
             * @enum {string}
             */
            object: "backboard";
            /** @description The backboard’s id, unique within the store; the `backboard_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The backboard’s name, shown to shoppers: 1 to 200 characters, unique among the customiser’s backboards. */
            name: string;
            /** @description What shoppers read about the backboard, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description What kind of board it is, from a set that may grow (`board`, `custom_shape`, `cutout` seen). `custom_shape` and `cutout` need an uploaded shape first (PUT …/shape), and `custom_shape` no border margin in the customiser’s settings. */
            backboard_type: string | null;
            /** @description The ids of the customiser’s letter types this backboard is offered with (at most 500); a write replaces the whole list. */
            letter_type_ids: number[];
            /** @description The outline the designer draws around the letters, from a set that may grow; null for none. Stored and returned as sent. */
            outline_size: string | null;
            /** @description Whether the designer lets shoppers stack layers on this backboard. */
            allow_multilayer: boolean;
            /** @description Whether shoppers may upload a background image to print on this backboard. */
            custom_background_enabled: boolean;
            /** @description Whether the designer shows the custom background option on this backboard. */
            show_custom_background: boolean;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description The backboard’s area rate, in decimal major units of the store’s currency per square centimetre (0.02 is two cents a cm² in USD), charged on the sign’s width and height each grown by twice the customiser’s border margin; null charges no area. */
            price_per_sq_cm: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of the backboard for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url: string | null;
            /**
             * Format: uri
             * @description The small picture on the designer’s button for this backboard: an absolute URL of up to 2,048 characters, or null.
             */
            button_image_url: string | null;
            /** @description The backboard’s uploaded shape, kept inside the backboard (never published at a URL). Read-only: a write that sends it is refused (`prohibited`). */
            geometry: {
                /** @description True once a shape has been attached (PUT …/shape). */
                has_custom_shape: boolean;
                /** @description What became of the attached shape (`measured`); null before one is attached. */
                status: string | null;
                /** @description Why the shape could not be used, when it could not; otherwise null. */
                failure_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the attached shape was measured: an ISO 8601 timestamp in UTC; null before one is attached.
                 */
                measured_at: string | null;
            };
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        BackboardCreate: {
            /** @description The backboard’s name, shown to shoppers: 1 to 200 characters, unique among the customiser’s backboards. */
            name: string;
            /**
             * @description What shoppers read about the backboard, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description What kind of board it is, from a set that may grow (`board`, `custom_shape`, `cutout` seen). `custom_shape` and `cutout` need an uploaded shape first (PUT …/shape), and `custom_shape` no border margin in the customiser’s settings.
             * @default board
             */
            backboard_type?: string | null;
            /**
             * @description The ids of the customiser’s letter types this backboard is offered with (at most 500); a write replaces the whole list.
             * @default []
             */
            letter_type_ids?: number[];
            /**
             * @description The outline the designer draws around the letters, from a set that may grow; null for none. Stored and returned as sent.
             * @default null
             */
            outline_size?: string | null;
            /**
             * @description Whether the designer lets shoppers stack layers on this backboard.
             * @default false
             */
            allow_multilayer?: boolean;
            /**
             * @description Whether shoppers may upload a background image to print on this backboard.
             * @default false
             */
            custom_background_enabled?: boolean;
            /**
             * @description Whether the designer shows the custom background option on this backboard.
             * @default false
             */
            show_custom_background?: boolean;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description The backboard’s area rate, in decimal major units of the store’s currency per square centimetre (0.02 is two cents a cm² in USD), charged on the sign’s width and height each grown by twice the customiser’s border margin; null charges no area.
             * @default null
             */
            price_per_sq_cm?: number | null;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the backboard for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @description The small picture on the designer’s button for this backboard: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            button_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            geometry?: unknown;
        };
        BackboardReorder: {
            /** @description The ids of every backboard of the customiser, each exactly once, in their new order (at most 1,000). */
            backboard_ids: number[];
        };
        BackboardValidateCreate: {
            /**
             * @description What kind of object this is: always `backboard_validation`.
             * @enum {string}
             */
            object: "backboard_validation";
            /**
             * @description The operation checked: always `create`.
             * @enum {string}
             */
            operation: "create";
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description Always null: nothing was created, so there is no backboard id yet. */
            backboard_id: string | null;
            /** @description Always true: the create would succeed now (one that would fail answers its problem instead). Advisory: nothing was written. */
            valid: boolean;
        };
        BackboardPatch: {
            /** @description The backboard’s name, shown to shoppers: 1 to 200 characters, unique among the customiser’s backboards. */
            name?: string;
            /** @description What shoppers read about the backboard, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description What kind of board it is, from a set that may grow (`board`, `custom_shape`, `cutout` seen). `custom_shape` and `cutout` need an uploaded shape first (PUT …/shape), and `custom_shape` no border margin in the customiser’s settings. */
            backboard_type?: string | null;
            /** @description The ids of the customiser’s letter types this backboard is offered with (at most 500); a write replaces the whole list. */
            letter_type_ids?: number[];
            /** @description The outline the designer draws around the letters, from a set that may grow; null for none. Stored and returned as sent. */
            outline_size?: string | null;
            /** @description Whether the designer lets shoppers stack layers on this backboard. */
            allow_multilayer?: boolean;
            /** @description Whether shoppers may upload a background image to print on this backboard. */
            custom_background_enabled?: boolean;
            /** @description Whether the designer shows the custom background option on this backboard. */
            show_custom_background?: boolean;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description The backboard’s area rate, in decimal major units of the store’s currency per square centimetre (0.02 is two cents a cm² in USD), charged on the sign’s width and height each grown by twice the customiser’s border margin; null charges no area. */
            price_per_sq_cm?: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the backboard for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @description The small picture on the designer’s button for this backboard: an absolute URL of up to 2,048 characters, or null.
             */
            button_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            geometry?: unknown;
        };
        UploadAttachment: {
            /** @description The id of an upload of the slot’s purpose whose bytes have landed (`upl_…`); they are checked now, and refused if they are not what the purpose takes. */
            upload_id: string;
        };
        Backlight: {
            /**
             * @description What kind of object this is: always `backlight`.
             * @enum {string}
             */
            object: "backlight";
            /** @description The backlight’s id, unique within the store; the `backlight_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about this colour or backlight, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description Whether the light or paint is one colour or several, from a set that may grow (`single` is the default). */
            colour_type: string;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode: string | null;
            /** @description The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour. */
            multi_colour_hexcodes: string[];
            /** @description The surface the designer shows, from a set that may grow (`flat` is the default). */
            texture: string;
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.
             */
            texture_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        BacklightCreate: {
            /** @description The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about this colour or backlight, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description Whether the light or paint is one colour or several, from a set that may grow (`single` is the default).
             * @default single
             */
            colour_type?: string;
            /**
             * @description The colour the designer shows, as `#rrggbb`; null for none.
             * @default null
             */
            hexcode?: string | null;
            /**
             * @description The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour.
             * @default []
             */
            multi_colour_hexcodes?: string[];
            /**
             * @description The surface the designer shows, from a set that may grow (`flat` is the default).
             * @default flat
             */
            texture?: string;
            /**
             * @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_width_cm?: number | null;
            /**
             * @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_height_cm?: number | null;
            /**
             * @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds.
             * @default any
             */
            min_size_rule?: string;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            texture_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        BacklightPatch: {
            /** @description The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about this colour or backlight, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description Whether the light or paint is one colour or several, from a set that may grow (`single` is the default). */
            colour_type?: string;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode?: string | null;
            /** @description The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour. */
            multi_colour_hexcodes?: string[];
            /** @description The surface the designer shows, from a set that may grow (`flat` is the default). */
            texture?: string;
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm?: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm?: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule?: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.
             */
            texture_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Colour: {
            /**
             * @description What kind of object this is: always `colour`.
             * @enum {string}
             */
            object: "colour";
            /** @description The colour’s id, unique within the store; the `colour_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about this colour or backlight, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description Whether the light or paint is one colour or several, from a set that may grow (`single` is the default). */
            colour_type: string;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode: string | null;
            /** @description The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour. */
            multi_colour_hexcodes: string[];
            /** @description The surface the designer shows, from a set that may grow (`flat` is the default). */
            texture: string;
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.
             */
            texture_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        ColourCreate: {
            /** @description The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about this colour or backlight, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description Whether the light or paint is one colour or several, from a set that may grow (`single` is the default).
             * @default single
             */
            colour_type?: string;
            /**
             * @description The colour the designer shows, as `#rrggbb`; null for none.
             * @default null
             */
            hexcode?: string | null;
            /**
             * @description The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour.
             * @default []
             */
            multi_colour_hexcodes?: string[];
            /**
             * @description The surface the designer shows, from a set that may grow (`flat` is the default).
             * @default flat
             */
            texture?: string;
            /**
             * @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_width_cm?: number | null;
            /**
             * @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_height_cm?: number | null;
            /**
             * @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds.
             * @default any
             */
            min_size_rule?: string;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            texture_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        ColourPatch: {
            /** @description The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about this colour or backlight, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description Whether the light or paint is one colour or several, from a set that may grow (`single` is the default). */
            colour_type?: string;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode?: string | null;
            /** @description The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour. */
            multi_colour_hexcodes?: string[];
            /** @description The surface the designer shows, from a set that may grow (`flat` is the default). */
            texture?: string;
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm?: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm?: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule?: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.
             */
            texture_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Extra: {
            /**
             * @description What kind of object this is: always `extra`.
             * @enum {string}
             */
            object: "extra";
            /** @description The extra’s id, unique within the store; the `extra_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The extra’s name, shown to shoppers (`Dimmer`): 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the extra, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description The ids of the customiser’s colours the extra is offered in (at most 500); empty when it has no colour choice. */
            colour_ids: number[];
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of the extra for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        ExtraCreate: {
            /** @description The extra’s name, shown to shoppers (`Dimmer`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the extra, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description The ids of the customiser’s colours the extra is offered in (at most 500); empty when it has no colour choice.
             * @default []
             */
            colour_ids?: number[];
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the extra for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        ExtraPatch: {
            /** @description The extra’s name, shown to shoppers (`Dimmer`): 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the extra, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description The ids of the customiser’s colours the extra is offered in (at most 500); empty when it has no colour choice. */
            colour_ids?: number[];
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the extra for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        FontTier: {
            /**
             * @description What kind of object this is: always `font_tier`.
             * @enum {string}
             */
            object: "font_tier";
            /** @description The font tier’s id, unique within the store; the `font_tier_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The tier’s name (`Premium`), shown to shoppers beside its fonts: 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the tier, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description A factor on the sign’s own price (base, letters, sheet or area) when a font of this tier is chosen: 1 changes nothing, 1.25 adds a quarter. 0 or more. */
            price_multiplier: number;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        FontTierCreate: {
            /** @description The tier’s name (`Premium`), shown to shoppers beside its fonts: 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the tier, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description A factor on the sign’s own price (base, letters, sheet or area) when a font of this tier is chosen: 1 changes nothing, 1.25 adds a quarter. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        FontTierPatch: {
            /** @description The tier’s name (`Premium`), shown to shoppers beside its fonts: 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the tier, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description A factor on the sign’s own price (base, letters, sheet or area) when a font of this tier is chosen: 1 changes nothing, 1.25 adds a quarter. 0 or more. */
            price_multiplier?: number;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Font: {
            /**
             * @description What kind of object this is: always `font`.
             * @enum {string}
             */
            object: "font";
            /** @description The font’s id, unique within the store; the `font_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The font’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description The distance between lines as a multiple of the letter height (1.2 puts lines 1.2 letters apart); it sets the height of a sign of several lines. Null counts as 1. */
            line_height: number | null;
            /** @description Whether the designer spaces lines by its default rather than by `line_height`. */
            uses_default_line_height: boolean;
            /** @description Whether the font suits stencil signs (letters that hold together when cut out). */
            stencil_safe: boolean;
            /** @description The least height of the font’s smallest letters (lowercase) that can be made, in centimetres; null for no minimum. */
            min_height_smallest_letter_cm: number | null;
            /** @description The least height of the font’s uppercase letters that can be made, in centimetres: a size with lower letters is refused (`below_minimum_size`). Null for no minimum. */
            min_height_uppercase_letter_cm: number | null;
            /** @description The id of the font tier whose `price_multiplier` applies when this font is chosen; null for none. */
            font_tier_id: number | null;
            /** @description The id of the length pricing that prices letters in this font by the length of material; null for none. */
            length_pricing_id: number | null;
            /** @description The id of the smallest size this font may be made in: a size of lower letters is refused (`below_minimum_size`). Null for none. */
            minimum_size_id: number | null;
            /** @description The id of the smallest legacy fixed-height size (retired pricing model) this font may be made in; null for none. */
            minimum_legacy_fixed_height_size_id: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /** @description The font’s TrueType file, which the designer draws and advanced letters are measured with. Read-only: attached through PUT …/font-file. */
            font_file: {
                /** @description True once a TrueType file is attached (PUT …/font-file). */
                has_font_file: boolean;
                /** @description The family name read from the attached file; an empty string while there is none (`has_font_file` false). */
                family_name: string;
                /** @description Where the attached file is served: a public, immutable absolute URL the designer renders with; an empty string while there is none (`has_font_file` false). */
                ttf_url: string;
            };
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        FontCreate: {
            /** @description The font’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * @description The distance between lines as a multiple of the letter height (1.2 puts lines 1.2 letters apart); it sets the height of a sign of several lines. Null counts as 1.
             * @default null
             */
            line_height?: number | null;
            /**
             * @description Whether the designer spaces lines by its default rather than by `line_height`.
             * @default true
             */
            uses_default_line_height?: boolean;
            /**
             * @description Whether the font suits stencil signs (letters that hold together when cut out).
             * @default false
             */
            stencil_safe?: boolean;
            /**
             * @description The least height of the font’s smallest letters (lowercase) that can be made, in centimetres; null for no minimum.
             * @default null
             */
            min_height_smallest_letter_cm?: number | null;
            /**
             * @description The least height of the font’s uppercase letters that can be made, in centimetres: a size with lower letters is refused (`below_minimum_size`). Null for no minimum.
             * @default null
             */
            min_height_uppercase_letter_cm?: number | null;
            /**
             * @description The id of the font tier whose `price_multiplier` applies when this font is chosen; null for none.
             * @default null
             */
            font_tier_id?: number | null;
            /**
             * @description The id of the length pricing that prices letters in this font by the length of material; null for none.
             * @default null
             */
            length_pricing_id?: number | null;
            /**
             * @description The id of the smallest size this font may be made in: a size of lower letters is refused (`below_minimum_size`). Null for none.
             * @default null
             */
            minimum_size_id?: number | null;
            /**
             * @description The id of the smallest legacy fixed-height size (retired pricing model) this font may be made in; null for none.
             * @default null
             */
            minimum_legacy_fixed_height_size_id?: number | null;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            font_file?: unknown;
        };
        FontPatch: {
            /** @description The font’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description The distance between lines as a multiple of the letter height (1.2 puts lines 1.2 letters apart); it sets the height of a sign of several lines. Null counts as 1. */
            line_height?: number | null;
            /** @description Whether the designer spaces lines by its default rather than by `line_height`. */
            uses_default_line_height?: boolean;
            /** @description Whether the font suits stencil signs (letters that hold together when cut out). */
            stencil_safe?: boolean;
            /** @description The least height of the font’s smallest letters (lowercase) that can be made, in centimetres; null for no minimum. */
            min_height_smallest_letter_cm?: number | null;
            /** @description The least height of the font’s uppercase letters that can be made, in centimetres: a size with lower letters is refused (`below_minimum_size`). Null for no minimum. */
            min_height_uppercase_letter_cm?: number | null;
            /** @description The id of the font tier whose `price_multiplier` applies when this font is chosen; null for none. */
            font_tier_id?: number | null;
            /** @description The id of the length pricing that prices letters in this font by the length of material; null for none. */
            length_pricing_id?: number | null;
            /** @description The id of the smallest size this font may be made in: a size of lower letters is refused (`below_minimum_size`). Null for none. */
            minimum_size_id?: number | null;
            /** @description The id of the smallest legacy fixed-height size (retired pricing model) this font may be made in; null for none. */
            minimum_legacy_fixed_height_size_id?: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            font_file?: unknown;
        };
        Form: {
            /**
             * @description What kind of object this is: always `form`.
             * @enum {string}
             */
            object: "form";
            /** @description The form’s id, unique within the store; the `form_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The form’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description What shoppers read above the form, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description What the form is for (`quote` is the default), from the published catalogue of form types; a stored type outside it cannot be written (`form_type_not_supported`). */
            form_type: string;
            /** @description The wording of the button that opens the form, up to 100 characters; null for the designer’s default. */
            button_label: string | null;
            /** @description The subject of the email a submission sends the merchant, up to 200 characters; null for the default. */
            subject: string | null;
            /** @description The email addresses submissions are sent to, at most 20; a write replaces the list and clears the delivery suppression recorded against the old addresses. */
            recipient_emails: string[];
            /** @description Whether the details a person types in are saved for the next form they fill in, a setting the designer reads; stored and returned as sent. Default true. */
            save_customer_details: boolean;
            /** @description What the designer does after a submission, from a set that may grow (`default` is the value seen; `redirect_url` says where to go). */
            post_submission_action: string;
            /**
             * Format: uri
             * @description Where the person goes after submitting: https (http only to a loopback host, in development).
             */
            redirect_url: string | null;
            /** @description The form’s questions in order, at most 100; a write replaces the whole list (empty clears it). */
            fields: {
                /**
                 * Format: uuid
                 * @description The question’s id, a UUID: the service gives one to a question sent without it; send it back to keep the question (answers name it).
                 */
                field_id?: string;
                /** @description The question as the person filling in the form reads it: 1 to 200 characters. */
                name: string;
                /** @description What kind of answer it takes (`text`, `number`, `email`, `date`, `checkbox`, `file` …), from a set that may grow. */
                input_type: string;
                /**
                 * @description Whether a submission must answer it. Default false.
                 * @default false
                 */
                required?: boolean;
                /**
                 * @description Which detail of the person the answer gives (`name`, `email`, `phone`), so that the quote shows it as contact; null for none.
                 * @default null
                 */
                customer_field?: string | null;
                /**
                 * @description Help text shown with the question, up to 2,000 characters; null for none.
                 * @default null
                 */
                info?: string | null;
                /**
                 * @description The hint shown in an empty answer box, up to 200 characters; null for none.
                 * @default null
                 */
                placeholder?: string | null;
                /**
                 * @description For a checkbox: what a ticked box means, up to 200 characters; null otherwise.
                 * @default null
                 */
                checkbox_value?: string | null;
                /**
                 * @description For a number, the smallest answer accepted; for text, the fewest characters. Null for no minimum.
                 * @default null
                 */
                min?: number | null;
                /**
                 * @description For a number, the largest answer accepted; for text, the most characters. Null for no maximum.
                 * @default null
                 */
                max?: number | null;
                /**
                 * @description For a date question: the earliest date accepted, an ISO 8601 date (`2026-07-22`); a value that is not one is kept but not enforced. Null for none.
                 * @default null
                 */
                min_date?: string | null;
                /**
                 * @description For a date question: the latest date accepted, an ISO 8601 date (`2026-12-31`); a value that is not one is kept but not enforced. Null for none.
                 * @default null
                 */
                max_date?: string | null;
                /**
                 * @description Whether the question takes several of its options (or several files). Default false.
                 * @default false
                 */
                allow_multiple?: boolean;
                /**
                 * @description For an email question: whether the merchant’s quote email replies to the address given. Default false.
                 * @default false
                 */
                reply_to?: boolean;
                /**
                 * @description The choices of a question with choices, each up to 200 characters, at most 200; an answer must be one of them. Empty otherwise.
                 * @default []
                 */
                options?: string[];
            }[];
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /** @description Whether submissions are emailed to the recipients; writing `recipient_emails` turns it back on. Read-only (`invalid` when sent). */
            emails_enabled: boolean;
            /** @description Recipients the mail transport stopped delivering to (bounces, complaints); writing `recipient_emails` clears them. Read-only. */
            suppressed_emails: string[];
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        FormCreate: {
            /** @description The form’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read above the form, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description What the form is for (`quote` is the default), from the published catalogue of form types; a stored type outside it cannot be written (`form_type_not_supported`).
             * @default quote
             */
            form_type?: string;
            /**
             * @description The wording of the button that opens the form, up to 100 characters; null for the designer’s default.
             * @default null
             */
            button_label?: string | null;
            /**
             * @description The subject of the email a submission sends the merchant, up to 200 characters; null for the default.
             * @default null
             */
            subject?: string | null;
            /**
             * @description The email addresses submissions are sent to, at most 20; a write replaces the list and clears the delivery suppression recorded against the old addresses.
             * @default []
             */
            recipient_emails?: string[];
            /**
             * @description Whether the details a person types in are saved for the next form they fill in, a setting the designer reads; stored and returned as sent. Default true.
             * @default true
             */
            save_customer_details?: boolean;
            /**
             * @description What the designer does after a submission, from a set that may grow (`default` is the value seen; `redirect_url` says where to go).
             * @default default
             */
            post_submission_action?: string;
            /**
             * Format: uri
             * @description Where the person goes after submitting: https (http only to a loopback host, in development).
             * @default null
             */
            redirect_url?: string | null;
            /**
             * @description The form’s questions in order, at most 100; a write replaces the whole list (empty clears it).
             * @default []
             */
            fields?: {
                /**
                 * Format: uuid
                 * @description The question’s id, a UUID: the service gives one to a question sent without it; send it back to keep the question (answers name it).
                 */
                field_id?: string;
                /** @description The question as the person filling in the form reads it: 1 to 200 characters. */
                name: string;
                /** @description What kind of answer it takes (`text`, `number`, `email`, `date`, `checkbox`, `file` …), from a set that may grow. */
                input_type: string;
                /**
                 * @description Whether a submission must answer it. Default false.
                 * @default false
                 */
                required?: boolean;
                /**
                 * @description Which detail of the person the answer gives (`name`, `email`, `phone`), so that the quote shows it as contact; null for none.
                 * @default null
                 */
                customer_field?: string | null;
                /**
                 * @description Help text shown with the question, up to 2,000 characters; null for none.
                 * @default null
                 */
                info?: string | null;
                /**
                 * @description The hint shown in an empty answer box, up to 200 characters; null for none.
                 * @default null
                 */
                placeholder?: string | null;
                /**
                 * @description For a checkbox: what a ticked box means, up to 200 characters; null otherwise.
                 * @default null
                 */
                checkbox_value?: string | null;
                /**
                 * @description For a number, the smallest answer accepted; for text, the fewest characters. Null for no minimum.
                 * @default null
                 */
                min?: number | null;
                /**
                 * @description For a number, the largest answer accepted; for text, the most characters. Null for no maximum.
                 * @default null
                 */
                max?: number | null;
                /**
                 * @description For a date question: the earliest date accepted, an ISO 8601 date (`2026-07-22`); a value that is not one is kept but not enforced. Null for none.
                 * @default null
                 */
                min_date?: string | null;
                /**
                 * @description For a date question: the latest date accepted, an ISO 8601 date (`2026-12-31`); a value that is not one is kept but not enforced. Null for none.
                 * @default null
                 */
                max_date?: string | null;
                /**
                 * @description Whether the question takes several of its options (or several files). Default false.
                 * @default false
                 */
                allow_multiple?: boolean;
                /**
                 * @description For an email question: whether the merchant’s quote email replies to the address given. Default false.
                 * @default false
                 */
                reply_to?: boolean;
                /**
                 * @description The choices of a question with choices, each up to 200 characters, at most 200; an answer must be one of them. Empty otherwise.
                 * @default []
                 */
                options?: string[];
            }[];
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `invalid`). */
            emails_enabled?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            suppressed_emails?: unknown;
        };
        FormPatch: {
            /** @description The form’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read above the form, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description What the form is for (`quote` is the default), from the published catalogue of form types; a stored type outside it cannot be written (`form_type_not_supported`). */
            form_type?: string;
            /** @description The wording of the button that opens the form, up to 100 characters; null for the designer’s default. */
            button_label?: string | null;
            /** @description The subject of the email a submission sends the merchant, up to 200 characters; null for the default. */
            subject?: string | null;
            /** @description The email addresses submissions are sent to, at most 20; a write replaces the list and clears the delivery suppression recorded against the old addresses. */
            recipient_emails?: string[];
            /** @description Whether the details a person types in are saved for the next form they fill in, a setting the designer reads; stored and returned as sent. Default true. */
            save_customer_details?: boolean;
            /** @description What the designer does after a submission, from a set that may grow (`default` is the value seen; `redirect_url` says where to go). */
            post_submission_action?: string;
            /**
             * Format: uri
             * @description Where the person goes after submitting: https (http only to a loopback host, in development).
             */
            redirect_url?: string | null;
            /** @description The form’s questions in order, at most 100; a write replaces the whole list (empty clears it). */
            fields?: {
                /**
                 * Format: uuid
                 * @description The question’s id, a UUID: the service gives one to a question sent without it; send it back to keep the question (answers name it).
                 */
                field_id?: string;
                /** @description The question as the person filling in the form reads it: 1 to 200 characters. */
                name: string;
                /** @description What kind of answer it takes (`text`, `number`, `email`, `date`, `checkbox`, `file` …), from a set that may grow. */
                input_type: string;
                /**
                 * @description Whether a submission must answer it. Default false.
                 * @default false
                 */
                required?: boolean;
                /**
                 * @description Which detail of the person the answer gives (`name`, `email`, `phone`), so that the quote shows it as contact; null for none.
                 * @default null
                 */
                customer_field?: string | null;
                /**
                 * @description Help text shown with the question, up to 2,000 characters; null for none.
                 * @default null
                 */
                info?: string | null;
                /**
                 * @description The hint shown in an empty answer box, up to 200 characters; null for none.
                 * @default null
                 */
                placeholder?: string | null;
                /**
                 * @description For a checkbox: what a ticked box means, up to 200 characters; null otherwise.
                 * @default null
                 */
                checkbox_value?: string | null;
                /**
                 * @description For a number, the smallest answer accepted; for text, the fewest characters. Null for no minimum.
                 * @default null
                 */
                min?: number | null;
                /**
                 * @description For a number, the largest answer accepted; for text, the most characters. Null for no maximum.
                 * @default null
                 */
                max?: number | null;
                /**
                 * @description For a date question: the earliest date accepted, an ISO 8601 date (`2026-07-22`); a value that is not one is kept but not enforced. Null for none.
                 * @default null
                 */
                min_date?: string | null;
                /**
                 * @description For a date question: the latest date accepted, an ISO 8601 date (`2026-12-31`); a value that is not one is kept but not enforced. Null for none.
                 * @default null
                 */
                max_date?: string | null;
                /**
                 * @description Whether the question takes several of its options (or several files). Default false.
                 * @default false
                 */
                allow_multiple?: boolean;
                /**
                 * @description For an email question: whether the merchant’s quote email replies to the address given. Default false.
                 * @default false
                 */
                reply_to?: boolean;
                /**
                 * @description The choices of a question with choices, each up to 200 characters, at most 200; an answer must be one of them. Empty otherwise.
                 * @default []
                 */
                options?: string[];
            }[];
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `invalid`). */
            emails_enabled?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            suppressed_emails?: unknown;
        };
        Icon: {
            /**
             * @description What kind of object this is: always `icon`.
             * @enum {string}
             */
            object: "icon";
            /** @description The icon’s id, unique within the store; the `icon_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The icon’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * Format: uri
             * @description The icon’s drawing, an SVG file: an absolute URL of up to 2,048 characters, or null.
             */
            svg_url: string | null;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        IconCreate: {
            /** @description The icon’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * Format: uri
             * @description The icon’s drawing, an SVG file: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            svg_url?: string | null;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        IconPatch: {
            /** @description The icon’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /**
             * Format: uri
             * @description The icon’s drawing, an SVG file: an absolute URL of up to 2,048 characters, or null.
             */
            svg_url?: string | null;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Jacket: {
            /**
             * @description What kind of object this is: always `jacket`.
             * @enum {string}
             */
            object: "jacket";
            /** @description The jacket’s id, unique within the store; the `jacket_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The jacket’s name, shown to shoppers (`White`): 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the jacket, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description The kind of jacket (the coloured sleeve over a neon tube), from a set that may grow (`white` is the default). */
            jacket_type: string;
            /** @description The ids of the customiser’s colours this jacket cannot be combined with (at most 500): a design choosing both is refused. */
            excluded_colour_ids: number[];
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        JacketCreate: {
            /** @description The jacket’s name, shown to shoppers (`White`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the jacket, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description The kind of jacket (the coloured sleeve over a neon tube), from a set that may grow (`white` is the default).
             * @default white
             */
            jacket_type?: string;
            /**
             * @description The ids of the customiser’s colours this jacket cannot be combined with (at most 500): a design choosing both is refused.
             * @default []
             */
            excluded_colour_ids?: number[];
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        JacketPatch: {
            /** @description The jacket’s name, shown to shoppers (`White`): 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the jacket, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description The kind of jacket (the coloured sleeve over a neon tube), from a set that may grow (`white` is the default). */
            jacket_type?: string;
            /** @description The ids of the customiser’s colours this jacket cannot be combined with (at most 500): a design choosing both is refused. */
            excluded_colour_ids?: number[];
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Label: {
            /**
             * @description What kind of object this is: always `label`.
             * @enum {string}
             */
            object: "label";
            /** @description The label’s id, unique within the store; the `label_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description Which step or button of the designer the label words (its key): 1 to 200 characters. */
            name: string;
            /** @description The wording shoppers see there: 1 to 500 characters. */
            text: string;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        LabelCreate: {
            /** @description Which step or button of the designer the label words (its key): 1 to 200 characters. */
            name: string;
            /** @description The wording shoppers see there: 1 to 500 characters. */
            text: string;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LabelPatch: {
            /** @description Which step or button of the designer the label words (its key): 1 to 200 characters. */
            name?: string;
            /** @description The wording shoppers see there: 1 to 500 characters. */
            text?: string;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Language: {
            /**
             * @description What kind of object this is: always `language`.
             * @enum {string}
             */
            object: "language";
            /** @description The language’s id, unique within the store; the `language_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The language’s name as shoppers pick it (`Deutsch`): 1 to 200 characters. */
            name: string;
            /** @description The language as a BCP 47 tag in lowercase primary form (`de`, `fr-CA`). */
            code: string;
            /** @description Whether the designer opens in this language. */
            is_default: boolean;
            /** @description Translated copy of the customiser’s options, keyed by `<family>:<row id>` (`colours:12`), each a map of field name to its text in this language (up to 2,000 characters). */
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /** @description How many named options still have no translation in this language, as of `synced_at`. Read-only. */
            missing_translations: number;
            /**
             * Format: date-time
             * @description When `missing_translations` was last counted (after each option write): an ISO 8601 timestamp in UTC; null before the first count. Read-only.
             */
            synced_at: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        LanguageCreate: {
            /** @description The language’s name as shoppers pick it (`Deutsch`): 1 to 200 characters. */
            name: string;
            /** @description The language as a BCP 47 tag in lowercase primary form (`de`, `fr-CA`). */
            code: string;
            /**
             * @description Whether the designer opens in this language.
             * @default false
             */
            is_default?: boolean;
            /**
             * @description Translated copy of the customiser’s options, keyed by `<family>:<row id>` (`colours:12`), each a map of field name to its text in this language (up to 2,000 characters).
             * @default {}
             */
            translations?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            missing_translations?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            synced_at?: unknown;
        };
        LanguagePatch: {
            /** @description The language’s name as shoppers pick it (`Deutsch`): 1 to 200 characters. */
            name?: string;
            /** @description The language as a BCP 47 tag in lowercase primary form (`de`, `fr-CA`). */
            code?: string;
            /** @description Whether the designer opens in this language. */
            is_default?: boolean;
            /** @description Translated copy of the customiser’s options, keyed by `<family>:<row id>` (`colours:12`), each a map of field name to its text in this language (up to 2,000 characters). */
            translations?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            missing_translations?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            synced_at?: unknown;
        };
        LegacySize: {
            /**
             * @description What kind of object this is: always `legacy_size`.
             * @enum {string}
             */
            object: "legacy_size";
            /** @description The legacy fixed-height size’s id, unique within the store; the `legacy_size_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The size’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description The fixed letter height of this size, in centimetres (0 or more). */
            height_cm: number;
            /** @description The most letters a sign of this size may have; null for no limit. */
            char_limit: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        LegacySizeCreate: {
            /** @description The size’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description The fixed letter height of this size, in centimetres (0 or more). */
            height_cm: number;
            /**
             * @description The most letters a sign of this size may have; null for no limit.
             * @default null
             */
            char_limit?: number | null;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LegacySizePatch: {
            /** @description The size’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description The fixed letter height of this size, in centimetres (0 or more). */
            height_cm?: number;
            /** @description The most letters a sign of this size may have; null for no limit. */
            char_limit?: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LengthPricing: {
            /**
             * @description What kind of object this is: always `length_pricing`.
             * @enum {string}
             */
            object: "length_pricing";
            /** @description The length pricing’s id, unique within the store; the `length_pricing_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The length pricing’s name, for the merchant: 1 to 200 characters. */
            name: string;
            /** @description How letters are priced, from a set that may grow (`price_by_position` is the default). */
            letter_pricing_mode: string;
            /**
             * @description `material_length` prices the length of the letters’ outline; `fixed_letter` prices each letter.
             * @enum {string}
             */
            letter_pricing_method: "material_length" | "fixed_letter";
            /** @description How the weight of a design priced by it is worked out. */
            shipping: {
                /** @description How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions. */
                calculation: string;
                /** @description The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is usual). Null: no weight. */
                volumetric_divisor: number | null;
                /** @description Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge. */
                add_weight_to_product: boolean;
            };
            /** @description The length rows, at most 200; a write replaces the whole list. */
            rows: {
                /**
                 * @description The longest outline (total length of the letters’ contours) this row prices, in centimetres; null for no limit. Rows are tried shortest first.
                 * @default null
                 */
                length_limit_cm?: number | null;
                /**
                 * @description The rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).
                 * @default 0
                 */
                price_per_cm?: number;
                /**
                 * @description What the row charges before the length, in minor units of the store’s currency (cents for USD): an integer, 0 or more.
                 * @default 0
                 */
                base_price?: number;
            }[];
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        LengthPricingCreate: {
            /** @description The length pricing’s name, for the merchant: 1 to 200 characters. */
            name: string;
            /**
             * @description How letters are priced, from a set that may grow (`price_by_position` is the default).
             * @default price_by_position
             */
            letter_pricing_mode?: string;
            /**
             * @description `material_length` prices the length of the letters’ outline; `fixed_letter` prices each letter.
             * @default material_length
             * @enum {string}
             */
            letter_pricing_method?: "material_length" | "fixed_letter";
            /**
             * @description How the weight of a design priced by it is worked out.
             * @default {
             *       "calculation": "physical",
             *       "volumetric_divisor": null,
             *       "add_weight_to_product": false
             *     }
             */
            shipping?: {
                /** @description How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions. */
                calculation: string;
                /** @description The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is usual). Null: no weight. */
                volumetric_divisor: number | null;
                /** @description Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge. */
                add_weight_to_product: boolean;
            };
            /**
             * @description The length rows, at most 200; a write replaces the whole list.
             * @default []
             */
            rows?: {
                /**
                 * @description The longest outline (total length of the letters’ contours) this row prices, in centimetres; null for no limit. Rows are tried shortest first.
                 * @default null
                 */
                length_limit_cm?: number | null;
                /**
                 * @description The rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).
                 * @default 0
                 */
                price_per_cm?: number;
                /**
                 * @description What the row charges before the length, in minor units of the store’s currency (cents for USD): an integer, 0 or more.
                 * @default 0
                 */
                base_price?: number;
            }[];
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LengthPricingPatch: {
            /** @description The length pricing’s name, for the merchant: 1 to 200 characters. */
            name?: string;
            /** @description How letters are priced, from a set that may grow (`price_by_position` is the default). */
            letter_pricing_mode?: string;
            /**
             * @description `material_length` prices the length of the letters’ outline; `fixed_letter` prices each letter.
             * @enum {string}
             */
            letter_pricing_method?: "material_length" | "fixed_letter";
            /** @description How the weight of a design priced by it is worked out. */
            shipping?: {
                /** @description How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions. */
                calculation: string;
                /** @description The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is usual). Null: no weight. */
                volumetric_divisor: number | null;
                /** @description Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge. */
                add_weight_to_product: boolean;
            };
            /** @description The length rows, at most 200; a write replaces the whole list. */
            rows?: {
                /**
                 * @description The longest outline (total length of the letters’ contours) this row prices, in centimetres; null for no limit. Rows are tried shortest first.
                 * @default null
                 */
                length_limit_cm?: number | null;
                /**
                 * @description The rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).
                 * @default 0
                 */
                price_per_cm?: number;
                /**
                 * @description What the row charges before the length, in minor units of the store’s currency (cents for USD): an integer, 0 or more.
                 * @default 0
                 */
                base_price?: number;
            }[];
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LetterType: {
            /**
             * @description What kind of object this is: always `letter_type`.
             * @enum {string}
             */
            object: "letter_type";
            /** @description The letter type’s id, unique within the store; the `letter_type_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The letter type’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description How the letters are built, from a set that may grow (`neon`, `lightbox_rectangle`, `lightbox_cylinder`, `lightbox_shaped` …): it decides which parts take text and the defaults of a new letter-part colour selection. */
            category: string;
            /** @description The parts its letters are made of (`face`, `halo`, `tube`, `border`), each lowercase letters and underscores, unique, at most 12: a letter-part colour selection can be made for each. */
            letter_parts: string[];
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        LetterTypeCreate: {
            /** @description The letter type’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description How the letters are built, from a set that may grow (`neon`, `lightbox_rectangle`, `lightbox_cylinder`, `lightbox_shaped` …): it decides which parts take text and the defaults of a new letter-part colour selection. */
            category: string;
            /**
             * @description The parts its letters are made of (`face`, `halo`, `tube`, `border`), each lowercase letters and underscores, unique, at most 12: a letter-part colour selection can be made for each.
             * @default []
             */
            letter_parts?: string[];
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LetterTypePatch: {
            /** @description The letter type’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description How the letters are built, from a set that may grow (`neon`, `lightbox_rectangle`, `lightbox_cylinder`, `lightbox_shaped` …): it decides which parts take text and the defaults of a new letter-part colour selection. */
            category?: string;
            /** @description The parts its letters are made of (`face`, `halo`, `tube`, `border`), each lowercase letters and underscores, unique, at most 12: a letter-part colour selection can be made for each. */
            letter_parts?: string[];
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        LetterPartColourSelection: {
            /**
             * @description What kind of object this is: always `letter_part_colour_selection`.
             * @enum {string}
             */
            object: "letter_part_colour_selection";
            /** @description The id of the customiser the letter type belongs to. */
            customiser_id: number;
            /** @description The id of the letter type. */
            letter_type_id: number;
            /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
            letter_part: string;
            /** @description The part’s name as shoppers see it, up to 200 characters; null for the designer’s default. */
            name: string | null;
            /** @description What shoppers read about the part, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description Whether shoppers may leave the part out; null on a lightbox border, which carries no optionality. */
            optional: boolean | null;
            /** @description The wording of the choice that leaves an optional part out, up to 200 characters; null for the default. */
            optional_label: string | null;
            /** @description Whether an optional part starts left out. */
            optional_default_none: boolean;
            /** @description Whether the part gives light (by default a tube, a halo, or a lightbox face). */
            lightsource: boolean;
            /** @description Whether shoppers may upload an image for the part (by default a lightbox face). */
            custom_image: boolean;
            /** @description Whether the designer shows `default_upload_image_url` on the part until a shopper uploads one. */
            show_default_upload_image: boolean;
            /** @description Whether the part appears in the designer’s text editor (by default a face). */
            show_in_text_editor: boolean;
            /** @description Whether shoppers type text on the part: only on the front face of a rectangle or cylinder lightbox (`customer_text_not_supported` elsewhere). */
            text_enabled: boolean;
            /** @description The image the part shows before a shopper uploads one: an absolute URL, or null. Read-only. */
            default_upload_image_url: string | null;
            /** @description The ids of the customiser’s colours offered for this part (its bucket). Empty for a new selection; replaced whole by a PATCH of the selection. */
            colour_ids: number[];
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        LetterPartColourSelectionCreate: {
            /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. Chosen here once: it is the selection’s identity. */
            letter_part: string;
            /** @description The part’s name as shoppers see it, up to 200 characters; null for the designer’s default. Omitted: the default of the letter type’s category. */
            name?: string | null;
            /** @description What shoppers read about the part, up to 2,000 characters; null for none. Omitted: the default of the letter type’s category. */
            description?: string | null;
            /** @description Whether shoppers may leave the part out; null on a lightbox border, which carries no optionality. Omitted: the default of the letter type’s category. */
            optional?: boolean | null;
            /** @description The wording of the choice that leaves an optional part out, up to 200 characters; null for the default. Omitted: the default of the letter type’s category. */
            optional_label?: string | null;
            /** @description Whether an optional part starts left out. Omitted: the default of the letter type’s category. */
            optional_default_none?: boolean;
            /** @description Whether the part gives light (by default a tube, a halo, or a lightbox face). Omitted: the default of the letter type’s category. */
            lightsource?: boolean;
            /** @description Whether shoppers may upload an image for the part (by default a lightbox face). Omitted: the default of the letter type’s category. */
            custom_image?: boolean;
            /** @description Whether the designer shows `default_upload_image_url` on the part until a shopper uploads one. Omitted: the default of the letter type’s category. */
            show_default_upload_image?: boolean;
            /** @description Whether the part appears in the designer’s text editor (by default a face). Omitted: the default of the letter type’s category. */
            show_in_text_editor?: boolean;
            /** @description Whether shoppers type text on the part: only on the front face of a rectangle or cylinder lightbox (`customer_text_not_supported` elsewhere). Omitted: the default of the letter type’s category. */
            text_enabled?: boolean;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            default_upload_image_url?: unknown;
        };
        LetterPartColourSelectionPatch: {
            /** @description The part’s name as shoppers see it, up to 200 characters; null for the designer’s default. Omitted: unchanged. */
            name?: string | null;
            /** @description What shoppers read about the part, up to 2,000 characters; null for none. Omitted: unchanged. */
            description?: string | null;
            /** @description Whether shoppers may leave the part out; null on a lightbox border, which carries no optionality. Omitted: unchanged. */
            optional?: boolean | null;
            /** @description The wording of the choice that leaves an optional part out, up to 200 characters; null for the default. Omitted: unchanged. */
            optional_label?: string | null;
            /** @description Whether an optional part starts left out. Omitted: unchanged. */
            optional_default_none?: boolean;
            /** @description Whether the part gives light (by default a tube, a halo, or a lightbox face). Omitted: unchanged. */
            lightsource?: boolean;
            /** @description Whether shoppers may upload an image for the part (by default a lightbox face). Omitted: unchanged. */
            custom_image?: boolean;
            /** @description Whether the designer shows `default_upload_image_url` on the part until a shopper uploads one. Omitted: unchanged. */
            show_default_upload_image?: boolean;
            /** @description Whether the part appears in the designer’s text editor (by default a face). Omitted: unchanged. */
            show_in_text_editor?: boolean;
            /** @description Whether shoppers type text on the part: only on the front face of a rectangle or cylinder lightbox (`customer_text_not_supported` elsewhere). Omitted: unchanged. */
            text_enabled?: boolean;
            /** @description The colours offered for this part (its bucket): ids of the customiser’s colours, no repeats, at most 500. Replaces the bucket whole; `[]` empties it. A colour that saved presets of this letter type still use cannot leave it (409 `resource_in_use`). */
            colour_ids?: number[];
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            default_upload_image_url?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            letter_type_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). letter_part is the selection’s identity, chosen at creation. */
            letter_part?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Material: {
            /**
             * @description What kind of object this is: always `material`.
             * @enum {string}
             */
            object: "material";
            /** @description The material’s id, unique within the store; the `material_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The material’s name, shown to shoppers (`Clear acrylic`): 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the material, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description How thick the material is, in millimetres (above 0); null when not given. */
            thickness_mm: number | null;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of the material for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        MaterialCreate: {
            /** @description The material’s name, shown to shoppers (`Clear acrylic`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the material, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description How thick the material is, in millimetres (above 0); null when not given.
             * @default null
             */
            thickness_mm?: number | null;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the material for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        MaterialPatch: {
            /** @description The material’s name, shown to shoppers (`Clear acrylic`): 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the material, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description How thick the material is, in millimetres (above 0); null when not given. */
            thickness_mm?: number | null;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the material for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        MountingColour: {
            /**
             * @description What kind of object this is: always `mounting_colour`.
             * @enum {string}
             */
            object: "mounting_colour";
            /** @description The mounting colour’s id, unique within the store; the `mounting_colour_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The mounting colour’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the mounting colour, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode: string | null;
            /** @description How opaque the designer draws it, from 0 (clear) to 1 (solid). */
            opacity: number;
            /** @description Whether the designer’s preview shows it on the sign. */
            applied_to_visualisation: boolean;
            /** @description The ids of the customiser’s mountings this colour is offered for (at most 500). */
            mounting_ids: number[];
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of the mounting colour for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            preview_image_url: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with this mounting colour: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        MountingColourCreate: {
            /** @description The mounting colour’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the mounting colour, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description The colour the designer shows, as `#rrggbb`; null for none.
             * @default null
             */
            hexcode?: string | null;
            /**
             * @description How opaque the designer draws it, from 0 (clear) to 1 (solid).
             * @default 1
             */
            opacity?: number;
            /**
             * @description Whether the designer’s preview shows it on the sign.
             * @default true
             */
            applied_to_visualisation?: boolean;
            /**
             * @description The ids of the customiser’s mountings this colour is offered for (at most 500).
             * @default []
             */
            mounting_ids?: number[];
            /**
             * @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_width_cm?: number | null;
            /**
             * @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_height_cm?: number | null;
            /**
             * @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds.
             * @default any
             */
            min_size_rule?: string;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the mounting colour for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            preview_image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with this mounting colour: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            example_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        MountingColourPatch: {
            /** @description The mounting colour’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the mounting colour, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode?: string | null;
            /** @description How opaque the designer draws it, from 0 (clear) to 1 (solid). */
            opacity?: number;
            /** @description Whether the designer’s preview shows it on the sign. */
            applied_to_visualisation?: boolean;
            /** @description The ids of the customiser’s mountings this colour is offered for (at most 500). */
            mounting_ids?: number[];
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm?: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm?: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule?: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the mounting colour for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            preview_image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with this mounting colour: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Mounting: {
            /**
             * @description What kind of object this is: always `mounting`.
             * @enum {string}
             */
            object: "mounting";
            /** @description The mounting’s id, unique within the store; the `mounting_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The mounting’s name, shown to shoppers (`Wall screws`): 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the mounting, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of the mounting for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        MountingCreate: {
            /** @description The mounting’s name, shown to shoppers (`Wall screws`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the mounting, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the mounting for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        MountingPatch: {
            /** @description The mounting’s name, shown to shoppers (`Wall screws`): 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the mounting, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the mounting for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        Preset: {
            /**
             * @description What kind of object this is: always `preset`.
             * @enum {string}
             */
            object: "preset";
            /** @description The saved preset’s id, unique within the store; the `preset_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The preset’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the preset, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description The id of the font the preset starts with; null for none. */
            font_id: number | null;
            /** @description The id of the size the preset starts with; null for none. */
            size_id: number | null;
            /** @description The id of the jacket the preset starts with; null for none. */
            jacket_id: number | null;
            /** @description The id of the backlight the preset starts with; null for none. */
            backlight_id: number | null;
            /** @description The id of the colour the preset starts with; null for none. */
            colour_id: number | null;
            /** @description The id of the mounting colour the preset starts with; null for none. */
            mounting_colour_id: number | null;
            /** @description The id of the support finish the preset starts with; null for none. */
            support_finish_id: number | null;
            /** @description The id of the backboard the preset starts with; null for none. */
            backboard_id: number | null;
            /** @description The id of the letter type the preset starts with; null for none. */
            letter_type_id: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        PresetCreate: {
            /** @description The preset’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the preset, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description The id of the font the preset starts with; null for none.
             * @default null
             */
            font_id?: number | null;
            /**
             * @description The id of the size the preset starts with; null for none.
             * @default null
             */
            size_id?: number | null;
            /**
             * @description The id of the jacket the preset starts with; null for none.
             * @default null
             */
            jacket_id?: number | null;
            /**
             * @description The id of the backlight the preset starts with; null for none.
             * @default null
             */
            backlight_id?: number | null;
            /**
             * @description The id of the colour the preset starts with; null for none.
             * @default null
             */
            colour_id?: number | null;
            /**
             * @description The id of the mounting colour the preset starts with; null for none.
             * @default null
             */
            mounting_colour_id?: number | null;
            /**
             * @description The id of the support finish the preset starts with; null for none.
             * @default null
             */
            support_finish_id?: number | null;
            /**
             * @description The id of the backboard the preset starts with; null for none.
             * @default null
             */
            backboard_id?: number | null;
            /**
             * @description The id of the letter type the preset starts with; null for none.
             * @default null
             */
            letter_type_id?: number | null;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        PresetPatch: {
            /** @description The preset’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the preset, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description The id of the font the preset starts with; null for none. */
            font_id?: number | null;
            /** @description The id of the size the preset starts with; null for none. */
            size_id?: number | null;
            /** @description The id of the jacket the preset starts with; null for none. */
            jacket_id?: number | null;
            /** @description The id of the backlight the preset starts with; null for none. */
            backlight_id?: number | null;
            /** @description The id of the colour the preset starts with; null for none. */
            colour_id?: number | null;
            /** @description The id of the mounting colour the preset starts with; null for none. */
            mounting_colour_id?: number | null;
            /** @description The id of the support finish the preset starts with; null for none. */
            support_finish_id?: number | null;
            /** @description The id of the backboard the preset starts with; null for none. */
            backboard_id?: number | null;
            /** @description The id of the letter type the preset starts with; null for none. */
            letter_type_id?: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        CustomiserPricing: {
            /**
             * @description What kind of object this is: always `customiser_pricing`.
             * @enum {string}
             */
            object: "customiser_pricing";
            /** @description The id of the customiser the document prices. Read-only. */
            customiser_id: number;
            /**
             * @description The customiser’s pricing model, which decides the shape of the price lists. Read-only.
             * @enum {string}
             */
            pricing_model: "simple_letter" | "advanced_letter" | "frame_fit";
            /** @description The pricing model’s name for people (`Simple letter`). Read-only. */
            pricing_model_display_name: string;
            /** @description The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none (a hosted platform whose storefront currency is in charge). Read-only. */
            currency: string | null;
            /** @description The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it). */
            sizes: components["schemas"]["PricingSize"][];
            /** @description The base price of a sign, by size and number of text lines. */
            base_pricing: {
                /**
                 * @description `single_base_price_by_size`: a sign’s base price comes from `rows` here; `included_in_price_lists`: from the price lists’ rows (and `rows` is empty).
                 * @enum {string}
                 */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /**
                 * @description One row per size, at most 500; empty in `included_in_price_lists` mode.
                 * @default []
                 */
                rows?: {
                    /**
                     * @description The id of the size the row prices; null when `size_key` names a size new in this document.
                     * @default null
                     */
                    size_id?: number | null;
                    /**
                     * @description The `client_key` of a size new in this document, when `size_id` is null; otherwise null.
                     * @default null
                     */
                    size_key?: string | null;
                    /** @description The size’s base price, in minor units of the store’s currency (cents for USD), keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count. */
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            /** @description The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one). Their shape is the pricing model’s. */
            price_lists: (components["schemas"]["SimpleLetterPriceList"] | components["schemas"]["AdvancedLetterPriceList"] | components["schemas"]["FrameFitPriceList"])[];
            /** @description `simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it). */
            sheet_pricing: {
                /** @description The sheet rows, at most 200: the first that fits the sign charges it. */
                rows: {
                    /** @description The widest sign the row prices, in centimetres. Rows are tried smallest area first. */
                    width_limit_cm: number;
                    /** @description The highest sign the row prices, in centimetres. */
                    height_limit_cm: number;
                    /** @description What the row charges before area, in minor units of the store’s currency (cents for USD): an integer, 0 or more. */
                    base_price: number;
                    /** @description The area rate, in decimal major units of the store’s currency per square centimetre (0.04 is 4 cents a cm² in USD), on the size’s width × height. */
                    price_per_sq_cm: number;
                }[];
            } | null;
        };
        PricingSize: {
            /**
             * @description The size’s id; null (the default) for a new size, which the write creates.
             * @default null
             */
            size_id?: number | null;
            /**
             * @description A key of the client’s choosing, 1 to 64 characters, by which rows of the same document name a new size before it has an id (their `size_key`); null for none.
             * @default null
             */
            client_key?: string | null;
            /** @description The size’s name, shown to shoppers (`Medium`): 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the size, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description Where the size comes in lists and in the designer, smallest first (an integer, 0 or more).
             * @default 0
             */
            sort_order?: number;
            /**
             * @description The most letters (characters other than white space) a sign of this size may have; null for no limit.
             * @default null
             */
            char_limit?: number | null;
            /**
             * @description The most lines of text a sign of this size may have; null for no limit.
             * @default null
             */
            line_limit?: number | null;
            /**
             * @description The fewest letters a sign of this size must have; 0 for no minimum.
             * @default 0
             */
            min_char?: number;
            /**
             * @description The sign’s width at this size, in centimetres (sheet pricing charges it); null when the size does not fix it.
             * @default null
             */
            width_cm?: number | null;
            /**
             * @description The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it.
             * @default null
             */
            height_cm?: number | null;
            /**
             * @description The height of one line of letters at this size, in centimetres; advanced letters are measured at it (else at `height_cm`). Null when not given.
             * @default null
             */
            line_height_cm?: number | null;
            /**
             * @description A factor the designer applies to the width of signs of this size (0 or more); null for none. The storefront’s pricing does not read it.
             * @default null
             */
            width_multiplier?: number | null;
            /**
             * @description The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given.
             * @default null
             */
            length_cm?: number | null;
            /**
             * @description Which dimension the size fixes for `simple_letter`, `fixed_width` or `fixed_height`; null for other models.
             * @default null
             * @enum {string|null}
             */
            sizing_strategy?: "fixed_width" | "fixed_height" | null;
            /**
             * @description What the size’s height measures for `simple_letter`, a whole line (`line_height`) or a letter (`letter_height`); null for other models.
             * @default null
             * @enum {string|null}
             */
            height_measurement_mode?: "line_height" | "letter_height" | null;
        };
        SimpleLetterPriceList: {
            /**
             * @description The price list’s id; null (the default) for a new price list, which the write creates.
             * @default null
             */
            price_list_id?: number | null;
            /** @description The price list’s name, for the merchant: 1 to 200 characters. */
            name: string;
            /**
             * @description How letters are priced, from a set that may grow (`price_by_position`, the default).
             * @default price_by_position
             */
            letter_pricing_mode?: string;
            /** @description The price list’s rows, at most 500; a write replaces them all. One row per size. */
            rows: {
                /**
                 * @description The id of the size the row prices; null when `size_key` names a size new in this document.
                 * @default null
                 */
                size_id?: number | null;
                /**
                 * @description The `client_key` of a size new in this document, when `size_id` is null; otherwise null.
                 * @default null
                 */
                size_key?: string | null;
                /**
                 * @description The size’s base price when base pricing is `included_in_price_lists`, in minor units of the store’s currency (cents for USD), keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count.
                 * @default {}
                 */
                base_price?: {
                    [key: string]: number;
                };
                /**
                 * @description The price of each letter, in minor units of the store’s currency (cents for USD), keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count.
                 * @default {}
                 */
                letter_price?: {
                    [key: string]: number;
                };
                /**
                 * @description The prices of the first letters in order, by exact number of text lines (`line_<n>`, no fallback), each in minor units of the store’s currency (cents for USD); later letters pay `letter_price`. Null for none.
                 * @default null
                 */
                letter_price_by_position?: {
                    [key: string]: number[];
                } | null;
            }[];
        };
        AdvancedLetterPriceList: {
            /**
             * @description The price list’s id; null (the default) for a new price list, which the write creates.
             * @default null
             */
            price_list_id?: number | null;
            /** @description The price list’s name, for the merchant: 1 to 200 characters. */
            name: string;
            /**
             * @description How letters are priced, from a set that may grow (`price_by_position`, the default).
             * @default price_by_position
             */
            letter_pricing_mode?: string;
            /**
             * @description `material_length` prices the length of the letters’ outline (`price_per_cm`); `fixed_letter` prices each letter (`price_per_letter`).
             * @enum {string}
             */
            letter_pricing_method: "material_length" | "fixed_letter";
            /** @description How a design’s shipping weight is worked out; shipping itself is never charged here (the store’s carrier charges it). */
            shipping: {
                /** @description How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions. */
                calculation: string;
                /** @description The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is common). Null: no weight. */
                volumetric_divisor: number | null;
                /** @description Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge. */
                add_weight_to_product: boolean;
            };
            /** @description The price list’s rows, at most 500; a write replaces them all. */
            rows: {
                /**
                 * @description What the row charges before area and letters, in minor units of the store’s currency (cents for USD): an integer, 0 or more.
                 * @default 0
                 */
                base_price?: number;
                /**
                 * @description The widest sign the row prices, in centimetres; null for no limit. Rows are tried smallest first, by width, height, then length.
                 * @default null
                 */
                width_limit_cm?: number | null;
                /**
                 * @description The highest sign the row prices, in centimetres; null for no limit.
                 * @default null
                 */
                height_limit_cm?: number | null;
                /**
                 * @description The longest length the row prices, in centimetres (advanced letters: the letters’ outline; frame fit: the frame’s perimeter); null for no limit.
                 * @default null
                 */
                length_limit_cm?: number | null;
                /**
                 * @description The area rate, in decimal major units of the store’s currency per square centimetre (0.08 is 8 cents a cm² in USD), on the modified width × height.
                 * @default 0
                 */
                price_per_sq_cm?: number;
                /**
                 * @description A length in centimetres that stands for the measured one, to choose the row and to price letters by length; null to use the measured length.
                 * @default null
                 */
                fixed_length_cm?: number | null;
                /**
                 * @description A factor on the width the row charges area for (1, the default, changes nothing).
                 * @default 1
                 */
                width_modifier?: number;
                /**
                 * @description A factor on the height the row charges area for (1, the default, changes nothing).
                 * @default 1
                 */
                height_modifier?: number;
                /**
                 * @description A factor on the length the row charges letters for (1, the default, changes nothing).
                 * @default 1
                 */
                length_modifier?: number;
                /**
                 * @description A cap: the modifiers never raise the row’s price past this multiple of its price with every modifier 1. Null for no cap.
                 * @default null
                 */
                max_price_multiplier?: number | null;
                /**
                 * @description For `material_length`: the rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).
                 * @default 0
                 */
                price_per_cm?: number;
                /**
                 * @description For `fixed_letter`: the price of each letter, in minor units of the store’s currency (cents for USD).
                 * @default 0
                 */
                price_per_letter?: number;
                /**
                 * @description For `fixed_letter`: the prices of the first letters in order, each in minor units of the store’s currency (cents for USD); later letters pay `price_per_letter`. Null for none.
                 * @default null
                 */
                price_per_letter_by_position?: number[] | null;
            }[];
        };
        FrameFitPriceList: {
            /**
             * @description The price list’s id; null (the default) for a new price list, which the write creates.
             * @default null
             */
            price_list_id?: number | null;
            /** @description The price list’s name, for the merchant: 1 to 200 characters. */
            name: string;
            /** @description How a design’s shipping weight is worked out; shipping itself is never charged here (the store’s carrier charges it). */
            shipping: {
                /** @description How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions. */
                calculation: string;
                /** @description The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is common). Null: no weight. */
                volumetric_divisor: number | null;
                /** @description Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge. */
                add_weight_to_product: boolean;
            };
            /** @description The price list’s rows, at most 500; a write replaces them all. */
            rows: {
                /**
                 * @description What the row charges before area and letters, in minor units of the store’s currency (cents for USD): an integer, 0 or more.
                 * @default 0
                 */
                base_price?: number;
                /**
                 * @description The widest sign the row prices, in centimetres; null for no limit. Rows are tried smallest first, by width, height, then length.
                 * @default null
                 */
                width_limit_cm?: number | null;
                /**
                 * @description The highest sign the row prices, in centimetres; null for no limit.
                 * @default null
                 */
                height_limit_cm?: number | null;
                /**
                 * @description The longest length the row prices, in centimetres (advanced letters: the letters’ outline; frame fit: the frame’s perimeter); null for no limit.
                 * @default null
                 */
                length_limit_cm?: number | null;
                /**
                 * @description The area rate, in decimal major units of the store’s currency per square centimetre (0.08 is 8 cents a cm² in USD), on the modified width × height.
                 * @default 0
                 */
                price_per_sq_cm?: number;
                /**
                 * @description A length in centimetres that stands for the measured one, to choose the row and to price letters by length; null to use the measured length.
                 * @default null
                 */
                fixed_length_cm?: number | null;
                /**
                 * @description A factor on the width the row charges area for (1, the default, changes nothing).
                 * @default 1
                 */
                width_modifier?: number;
                /**
                 * @description A factor on the height the row charges area for (1, the default, changes nothing).
                 * @default 1
                 */
                height_modifier?: number;
                /**
                 * @description A factor on the length the row charges letters for (1, the default, changes nothing).
                 * @default 1
                 */
                length_modifier?: number;
            }[];
        };
        CustomiserPricingInput: {
            /**
             * @description What kind of object this is: always `customiser_pricing`.
             * @enum {string}
             */
            object?: "customiser_pricing";
            /** @description The id of the customiser the document prices. Read-only. A PUT may send it back unchanged. */
            customiser_id?: number;
            /** @description The customiser’s pricing model, which decides the shape of the price lists. Read-only. A PUT may send it back unchanged. */
            pricing_model?: string;
            /** @description The pricing model’s name for people (`Simple letter`). Read-only. A PUT may send it back unchanged. */
            pricing_model_display_name?: string;
            /** @description The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none (a hosted platform whose storefront currency is in charge). Read-only. A PUT may send it back unchanged. */
            currency?: string | null;
            /** @description The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it). */
            sizes: components["schemas"]["PricingSize"][];
            /** @description The base price of a sign, by size and number of text lines. */
            base_pricing: {
                /**
                 * @description `single_base_price_by_size`: a sign’s base price comes from `rows` here; `included_in_price_lists`: from the price lists’ rows (and `rows` is empty).
                 * @enum {string}
                 */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /**
                 * @description One row per size, at most 500; empty in `included_in_price_lists` mode.
                 * @default []
                 */
                rows?: {
                    /**
                     * @description The id of the size the row prices; null when `size_key` names a size new in this document.
                     * @default null
                     */
                    size_id?: number | null;
                    /**
                     * @description The `client_key` of a size new in this document, when `size_id` is null; otherwise null.
                     * @default null
                     */
                    size_key?: string | null;
                    /** @description The size’s base price, in minor units of the store’s currency (cents for USD), keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count. */
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            /** @description The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one). */
            price_lists: components["schemas"]["SimpleLetterPriceList"][];
            /**
             * @description `simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it).
             * @default null
             */
            sheet_pricing?: {
                /** @description The sheet rows, at most 200: the first that fits the sign charges it. */
                rows: {
                    /** @description The widest sign the row prices, in centimetres. Rows are tried smallest area first. */
                    width_limit_cm: number;
                    /** @description The highest sign the row prices, in centimetres. */
                    height_limit_cm: number;
                    /** @description What the row charges before area, in minor units of the store’s currency (cents for USD): an integer, 0 or more. */
                    base_price: number;
                    /** @description The area rate, in decimal major units of the store’s currency per square centimetre (0.04 is 4 cents a cm² in USD), on the size’s width × height. */
                    price_per_sq_cm: number;
                }[];
            } | null;
        } | {
            /**
             * @description What kind of object this is: always `customiser_pricing`.
             * @enum {string}
             */
            object?: "customiser_pricing";
            /** @description The id of the customiser the document prices. Read-only. A PUT may send it back unchanged. */
            customiser_id?: number;
            /** @description The customiser’s pricing model, which decides the shape of the price lists. Read-only. A PUT may send it back unchanged. */
            pricing_model?: string;
            /** @description The pricing model’s name for people (`Simple letter`). Read-only. A PUT may send it back unchanged. */
            pricing_model_display_name?: string;
            /** @description The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none (a hosted platform whose storefront currency is in charge). Read-only. A PUT may send it back unchanged. */
            currency?: string | null;
            /** @description The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it). */
            sizes: components["schemas"]["PricingSize"][];
            /** @description The base price of a sign, by size and number of text lines. */
            base_pricing: {
                /**
                 * @description `single_base_price_by_size`: a sign’s base price comes from `rows` here; `included_in_price_lists`: from the price lists’ rows (and `rows` is empty).
                 * @enum {string}
                 */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /**
                 * @description One row per size, at most 500; empty in `included_in_price_lists` mode.
                 * @default []
                 */
                rows?: {
                    /**
                     * @description The id of the size the row prices; null when `size_key` names a size new in this document.
                     * @default null
                     */
                    size_id?: number | null;
                    /**
                     * @description The `client_key` of a size new in this document, when `size_id` is null; otherwise null.
                     * @default null
                     */
                    size_key?: string | null;
                    /** @description The size’s base price, in minor units of the store’s currency (cents for USD), keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count. */
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            /** @description The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one). */
            price_lists: components["schemas"]["AdvancedLetterPriceList"][];
            /**
             * @description `simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it).
             * @default null
             */
            sheet_pricing?: {
                /** @description The sheet rows, at most 200: the first that fits the sign charges it. */
                rows: {
                    /** @description The widest sign the row prices, in centimetres. Rows are tried smallest area first. */
                    width_limit_cm: number;
                    /** @description The highest sign the row prices, in centimetres. */
                    height_limit_cm: number;
                    /** @description What the row charges before area, in minor units of the store’s currency (cents for USD): an integer, 0 or more. */
                    base_price: number;
                    /** @description The area rate, in decimal major units of the store’s currency per square centimetre (0.04 is 4 cents a cm² in USD), on the size’s width × height. */
                    price_per_sq_cm: number;
                }[];
            } | null;
        } | {
            /**
             * @description What kind of object this is: always `customiser_pricing`.
             * @enum {string}
             */
            object?: "customiser_pricing";
            /** @description The id of the customiser the document prices. Read-only. A PUT may send it back unchanged. */
            customiser_id?: number;
            /** @description The customiser’s pricing model, which decides the shape of the price lists. Read-only. A PUT may send it back unchanged. */
            pricing_model?: string;
            /** @description The pricing model’s name for people (`Simple letter`). Read-only. A PUT may send it back unchanged. */
            pricing_model_display_name?: string;
            /** @description The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none (a hosted platform whose storefront currency is in charge). Read-only. A PUT may send it back unchanged. */
            currency?: string | null;
            /** @description The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it). */
            sizes: components["schemas"]["PricingSize"][];
            /** @description The base price of a sign, by size and number of text lines. */
            base_pricing: {
                /**
                 * @description `single_base_price_by_size`: a sign’s base price comes from `rows` here; `included_in_price_lists`: from the price lists’ rows (and `rows` is empty).
                 * @enum {string}
                 */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /**
                 * @description One row per size, at most 500; empty in `included_in_price_lists` mode.
                 * @default []
                 */
                rows?: {
                    /**
                     * @description The id of the size the row prices; null when `size_key` names a size new in this document.
                     * @default null
                     */
                    size_id?: number | null;
                    /**
                     * @description The `client_key` of a size new in this document, when `size_id` is null; otherwise null.
                     * @default null
                     */
                    size_key?: string | null;
                    /** @description The size’s base price, in minor units of the store’s currency (cents for USD), keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count. */
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            /** @description The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one). */
            price_lists: components["schemas"]["FrameFitPriceList"][];
            /**
             * @description `simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it).
             * @default null
             */
            sheet_pricing?: {
                /** @description The sheet rows, at most 200: the first that fits the sign charges it. */
                rows: {
                    /** @description The widest sign the row prices, in centimetres. Rows are tried smallest area first. */
                    width_limit_cm: number;
                    /** @description The highest sign the row prices, in centimetres. */
                    height_limit_cm: number;
                    /** @description What the row charges before area, in minor units of the store’s currency (cents for USD): an integer, 0 or more. */
                    base_price: number;
                    /** @description The area rate, in decimal major units of the store’s currency per square centimetre (0.04 is 4 cents a cm² in USD), on the size’s width × height. */
                    price_per_sq_cm: number;
                }[];
            } | null;
        };
        CustomiserPricingPatch: {
            /** @description The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it). Sent whole, each size with its `size_id` (or a new one without). */
            sizes?: unknown;
            /** @description The base price of a sign, by size and number of text lines. Merged member by member; `rows` replaced whole. Switching `mode` to `included_in_price_lists` needs `rows: []` sent with it: the stored rows otherwise stay, and the merged document is refused (422 at `/base_pricing/rows`). */
            base_pricing?: unknown;
            /** @description The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one). Sent whole, each with its `price_list_id` (or a new one without). */
            price_lists?: unknown;
            /** @description `simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it). */
            sheet_pricing?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            pricing_model?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            pricing_model_display_name?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
        };
        PricingValidation: {
            /**
             * @description What kind of object this is: always `pricing_validation`.
             * @enum {string}
             */
            object: "pricing_validation";
            /** @description The id of the customiser whose pricing was checked. */
            customiser_id: number;
            /** @description Always true: a replace with this document would succeed now (one that would fail answers its problem instead). Nothing was written. */
            valid: boolean;
        };
        CustomiserPricingVersion: {
            /**
             * @description What kind of object this is: always `customiser_pricing_version`.
             * @enum {string}
             */
            object: "customiser_pricing_version";
            /** @description The customiser whose pricing document this is a version of. */
            customiser_id: number;
            /** @description Numbered per customiser from 1 (the document as first made), one more for each successful write. */
            version: number;
            /**
             * @description What wrote it: `initial` (the document as first made), `patch` (PATCH …/pricing), `replace` (PUT …/pricing), `restore` (POST …/versions/{version}/restore, see `restored_from`), `legacy_replace` (the previous generation’s PUT /api/v2/customisers/{id}/pricing), `connector` (an assistant’s pricing tool).
             * @enum {string}
             */
            operation: "initial" | "patch" | "replace" | "restore" | "legacy_replace" | "connector";
            /** @description The version a restore brought back; null for every other operation. */
            restored_from: number | null;
            /** @description Who made the change: a key, a person in the merchant admin, an assistant’s connection, the operator’s command line or the service. */
            actor: components["schemas"]["Actor"];
            /** @description The id of the request that wrote it (its X-Request-Id); null where there was none. */
            request_id: string | null;
            /**
             * Format: date-time
             * @description When it was recorded: an ISO 8601 timestamp in UTC.
             */
            created_at: string;
        };
        /** @description A pricing version with `document`: the whole pricing document as the version’s write left it, as GET …/pricing answered it then (without `livemode`). */
        CustomiserPricingVersionWithDocument: components["schemas"]["CustomiserPricingVersion"] & {
            /** @description The whole pricing document as this version’s write left it, as GET …/pricing answered it then (without `livemode`). */
            document: components["schemas"]["CustomiserPricing"];
        };
        Product: {
            /**
             * @description What kind of object this is: always `product`.
             * @enum {string}
             */
            object: "product";
            /** @description The product’s id, unique within the store: order lines name products by it. */
            id: number;
            /** @description The id of the customiser the product was designed with. */
            customiser_id: number;
            /** @description The id of the integration that synchronised it; null for a product a shopper designed. */
            integration_id: number | null;
            /** @description The integration’s own id of the product; null for a product a shopper designed. */
            store_product_id: string | null;
            /** @description The product’s title. */
            title: string;
            /** @description The product’s price, in minor units of `currency` (cents for USD). */
            price_amount: number;
            /** @description The price it is compared with, in minor units of `currency`; 0 for none. */
            compare_at_amount: number;
            /** @description The ISO 4217 code of the prices’ currency: the store’s. */
            currency: string;
            /**
             * Format: uri
             * @description A picture of the finished sign (the artwork’s `preview_image_url`): an absolute URL, or null.
             */
            image_url: string | null;
            /** @description The product’s description; empty for none. */
            description: string;
            /** @description The sign’s width in centimetres; null when not known. */
            width_cm: number | null;
            /** @description The sign’s height in centimetres; null when not known. */
            height_cm: number | null;
            /** @description The sign’s depth in centimetres; null when not known. */
            length_cm: number | null;
            /** @description The choices the sign was made with, in the order shown. */
            customisations: {
                /** @description What was chosen, as a stable key (`font`). */
                key: string;
                /** @description The same, as shoppers read it (`Font`). */
                label: string;
                /** @description The choice (`Pacifico`). */
                value: string;
            }[];
            /** @description References to the product’s artwork files by kind (`preview_image_url`, `svg_url`, `dxf_url` …), each an https URL; null for none. */
            artwork: {
                [key: string]: string;
            } | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        ProductSynchronisation: {
            /** @description The id of the store’s integration the product comes from: an enabled `custom` integration (`accepts_writes` true), else 422 `integration_does_not_accept_writes`. */
            integration_id: number;
            /** @description The integration’s own stable id of the product, 1 to 255 characters; one already synchronised in the store answers 409 `store_product_id_conflict`. */
            store_product_id: string;
            /** @description The product’s title, 1 to 255 characters. */
            title: string;
            /**
             * @description The product’s description, up to 10,000 characters. Default empty.
             * @default
             */
            description?: string;
            /** @description The product’s price, in minor units of the store’s currency (cents for USD): an integer, 0 or more. */
            price_amount: number;
            /**
             * @description The price it is compared with (a former price), in minor units of the store’s currency: an integer, 0 or more; 0, the default, for none.
             * @default 0
             */
            compare_at_amount?: number;
            /** @description The ISO 4217 code of the prices’ currency: must be the store’s currency (409 `store_currency_unavailable` while the store has none). */
            currency: string;
            /**
             * @description The sign’s width in centimetres, 0 to 100,000; null (the default) when not known.
             * @default null
             */
            width_cm?: number | null;
            /**
             * @description The sign’s height in centimetres, 0 to 100,000; null (the default) when not known.
             * @default null
             */
            height_cm?: number | null;
            /**
             * @description The sign’s depth in centimetres, 0 to 100,000; null (the default) when not known.
             * @default null
             */
            length_cm?: number | null;
            /**
             * @description The choices the sign was made with, at most 100, in the order shown. Default empty.
             * @default []
             */
            customisations?: {
                /** @description What was chosen, as a stable key (`font`), 1 to 100 characters. */
                key: string;
                /** @description The same, as shoppers read it (`Font`), up to 200 characters. */
                label: string;
                /** @description The choice (`Pacifico`), up to 2,000 characters. */
                value: string;
            }[];
            /**
             * @description References to the product’s artwork files, stored and never fetched: each a credential-free https URL of at most 255 characters. Null (the default) for none.
             * @default null
             */
            artwork?: {
                /**
                 * Format: uri
                 * @description Where a picture of the finished sign (also the product’s `image_url`) is.
                 */
                preview_image_url?: string;
                /**
                 * Format: uri
                 * @description Where the design as an SVG drawing is.
                 */
                svg_url?: string;
                /**
                 * Format: uri
                 * @description Where a picture of the design’s outline is.
                 */
                outline_image_url?: string;
                /**
                 * Format: uri
                 * @description Where the design as an EPS file is.
                 */
                eps_url?: string;
                /**
                 * Format: uri
                 * @description Where the design as an Illustrator-compatible PDF is.
                 */
                illustrator_pdf_url?: string;
                /**
                 * Format: uri
                 * @description Where the design as a DXF drawing, for cutting is.
                 */
                dxf_url?: string;
                /**
                 * Format: uri
                 * @description Where the shopper’s background image, as placed in the design is.
                 */
                custom_background_url?: string;
                /**
                 * Format: uri
                 * @description Where the shopper’s background image, as uploaded is.
                 */
                custom_background_original_url?: string;
                /**
                 * Format: uri
                 * @description Where the file the design was made from is.
                 */
                source_file_url?: string;
            } | null;
        };
        CustomiserSettings: {
            /**
             * @description What kind of object this is: always `customiser_settings`.
             * @enum {string}
             */
            object: "customiser_settings";
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description Whether words are styled by their font alone; switching the selection mode back to `single_style` leaves it as it is. */
            style_words_by_font_only: boolean;
            /** @description Whether the sign is cut as one piece; such a sign cannot style words apart (`per_word` is refused). */
            cut_as_one_piece: boolean;
            /** @description The margin around the sign, in centimetres (0 to 100), that a backboard adds on each side, so its area is priced on the grown sign; null for none. `custom_shape` backboards need it null. */
            border_margin_cm: number | null;
            /** @description The id of the form the AI sign designer falls back to; it must keep a file question (`fallback_form_requires_file_field`). Null for none. */
            ai_designer_fallback_form_id: number | null;
            /** @description The id of the length pricing that prices icons; null for none. */
            icon_length_pricing_id: number | null;
            /** @description Whether shoppers may use several fonts in one sign. Read-only: follows `selection_mode` (on for `per_word`). */
            multiple_fonts: boolean;
            /** @description Whether shoppers may use several colours in one sign. Read-only: follows `selection_mode` (on for `per_word`). */
            multiple_colours: boolean;
        };
        CustomiserSettingsPatch: {
            /** @description Whether words are styled by their font alone; switching the selection mode back to `single_style` leaves it as it is. */
            style_words_by_font_only?: boolean;
            /** @description Whether the sign is cut as one piece; such a sign cannot style words apart (`per_word` is refused). */
            cut_as_one_piece?: boolean;
            /** @description The margin around the sign, in centimetres (0 to 100), that a backboard adds on each side, so its area is priced on the grown sign; null for none. `custom_shape` backboards need it null. */
            border_margin_cm?: number | null;
            /** @description The id of the form the AI sign designer falls back to; it must keep a file question (`fallback_form_requires_file_field`). Null for none. */
            ai_designer_fallback_form_id?: number | null;
            /** @description The id of the length pricing that prices icons; null for none. */
            icon_length_pricing_id?: number | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). multiple_fonts follows selection_mode. */
            multiple_fonts?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). multiple_colours follows selection_mode. */
            multiple_colours?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
        };
        Size: {
            /**
             * @description What kind of object this is: always `size`.
             * @enum {string}
             */
            object: "size";
            /** @description The size’s id, unique within the store; the `size_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The size’s name, shown to shoppers (`Medium`): 1 to 200 characters. */
            name: string;
            /** @description A key of the client’s choosing (1 to 64 characters) by which a pricing document names this size before it has an id; null for none. */
            client_key: string | null;
            /** @description What shoppers read about the size, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description The most letters (characters other than white space) a sign of this size may have; null for no limit. */
            char_limit: number | null;
            /** @description The most lines of text a sign of this size may have; null for no limit. */
            line_limit: number | null;
            /** @description The fewest letters (characters other than white space) a sign of this size must have; 0 for no minimum. */
            min_char: number;
            /** @description The sign’s width at this size, in centimetres; null when the size does not fix it. */
            width_cm: number | null;
            /** @description The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it. */
            height_cm: number | null;
            /** @description The height of one line of letters at this size, in centimetres; advanced letters measure text at it (else at `height_cm`). Null when not given. */
            line_height_cm: number | null;
            /** @description The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given. */
            length_cm: number | null;
            /** @description A factor the designer applies to the width of signs of this size (0 or more); null for none. The service’s own pricing does not read it. */
            width_multiplier: number | null;
            /**
             * @description Which dimension this size fixes for `simple_letter` customisers, `fixed_width` or `fixed_height`; null for other models.
             * @enum {string|null}
             */
            sizing_strategy: "fixed_width" | "fixed_height" | null;
            /**
             * @description What the size’s height measures for `simple_letter` customisers: a whole line (`line_height`) or a letter (`letter_height`); null for other models.
             * @enum {string|null}
             */
            height_measurement_mode: "line_height" | "letter_height" | null;
            /** @description The margin the designer keeps around the letters at this size, in centimetres; null for none. Backboard prices use the customiser settings’ `border_margin_cm`. */
            border_margin_cm: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        SizeCreate: {
            /** @description The size’s name, shown to shoppers (`Medium`): 1 to 200 characters. */
            name: string;
            /**
             * @description A key of the client’s choosing (1 to 64 characters) by which a pricing document names this size before it has an id; null for none.
             * @default null
             */
            client_key?: string | null;
            /**
             * @description What shoppers read about the size, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description The most letters (characters other than white space) a sign of this size may have; null for no limit.
             * @default null
             */
            char_limit?: number | null;
            /**
             * @description The most lines of text a sign of this size may have; null for no limit.
             * @default null
             */
            line_limit?: number | null;
            /**
             * @description The fewest letters (characters other than white space) a sign of this size must have; 0 for no minimum.
             * @default 0
             */
            min_char?: number;
            /**
             * @description The sign’s width at this size, in centimetres; null when the size does not fix it.
             * @default null
             */
            width_cm?: number | null;
            /**
             * @description The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it.
             * @default null
             */
            height_cm?: number | null;
            /**
             * @description The height of one line of letters at this size, in centimetres; advanced letters measure text at it (else at `height_cm`). Null when not given.
             * @default null
             */
            line_height_cm?: number | null;
            /**
             * @description The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given.
             * @default null
             */
            length_cm?: number | null;
            /**
             * @description A factor the designer applies to the width of signs of this size (0 or more); null for none. The service’s own pricing does not read it.
             * @default null
             */
            width_multiplier?: number | null;
            /**
             * @description Which dimension this size fixes for `simple_letter` customisers, `fixed_width` or `fixed_height`; null for other models.
             * @default null
             * @enum {string|null}
             */
            sizing_strategy?: "fixed_width" | "fixed_height" | null;
            /**
             * @description What the size’s height measures for `simple_letter` customisers: a whole line (`line_height`) or a letter (`letter_height`); null for other models.
             * @default null
             * @enum {string|null}
             */
            height_measurement_mode?: "line_height" | "letter_height" | null;
            /**
             * @description The margin the designer keeps around the letters at this size, in centimetres; null for none. Backboard prices use the customiser settings’ `border_margin_cm`.
             * @default null
             */
            border_margin_cm?: number | null;
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        SizePatch: {
            /** @description The size’s name, shown to shoppers (`Medium`): 1 to 200 characters. */
            name?: string;
            /** @description A key of the client’s choosing (1 to 64 characters) by which a pricing document names this size before it has an id; null for none. */
            client_key?: string | null;
            /** @description What shoppers read about the size, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description The most letters (characters other than white space) a sign of this size may have; null for no limit. */
            char_limit?: number | null;
            /** @description The most lines of text a sign of this size may have; null for no limit. */
            line_limit?: number | null;
            /** @description The fewest letters (characters other than white space) a sign of this size must have; 0 for no minimum. */
            min_char?: number;
            /** @description The sign’s width at this size, in centimetres; null when the size does not fix it. */
            width_cm?: number | null;
            /** @description The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it. */
            height_cm?: number | null;
            /** @description The height of one line of letters at this size, in centimetres; advanced letters measure text at it (else at `height_cm`). Null when not given. */
            line_height_cm?: number | null;
            /** @description The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given. */
            length_cm?: number | null;
            /** @description A factor the designer applies to the width of signs of this size (0 or more); null for none. The service’s own pricing does not read it. */
            width_multiplier?: number | null;
            /**
             * @description Which dimension this size fixes for `simple_letter` customisers, `fixed_width` or `fixed_height`; null for other models.
             * @enum {string|null}
             */
            sizing_strategy?: "fixed_width" | "fixed_height" | null;
            /**
             * @description What the size’s height measures for `simple_letter` customisers: a whole line (`line_height`) or a letter (`letter_height`); null for other models.
             * @enum {string|null}
             */
            height_measurement_mode?: "line_height" | "letter_height" | null;
            /** @description The margin the designer keeps around the letters at this size, in centimetres; null for none. Backboard prices use the customiser settings’ `border_margin_cm`. */
            border_margin_cm?: number | null;
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        SupportFinish: {
            /**
             * @description What kind of object this is: always `support_finish`.
             * @enum {string}
             */
            object: "support_finish";
            /** @description The support finish’s id, unique within the store; the `support_finish_id` of its paths. */
            id: number;
            /** @description The id of the customiser this belongs to (a positive integer). Read-only. */
            customiser_id: number;
            /** @description The support finish’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /** @description What shoppers read about the support finish, up to 2,000 characters; null for none. */
            description: string | null;
            /** @description What the finish is, from a set that may grow (`colour` is the default). */
            finish_kind: string;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode: string | null;
            /** @description How opaque the designer draws it, from 0 (clear) to 1 (solid). */
            opacity: number;
            /** @description Whether the designer’s preview shows it on the sign. */
            applied_to_visualisation: boolean;
            /** @description The ids of the customiser’s backboards this finish is offered for (at most 500). */
            backboard_ids: number[];
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order: number;
            /**
             * Format: uri
             * @description A picture of the support finish for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            preview_image_url: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with this support finish: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the finish with: an absolute URL of up to 2,048 characters, or null.
             */
            texture_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        SupportFinishCreate: {
            /** @description The support finish’s name, shown to shoppers: 1 to 200 characters. */
            name: string;
            /**
             * @description What shoppers read about the support finish, up to 2,000 characters; null for none.
             * @default null
             */
            description?: string | null;
            /**
             * @description What the finish is, from a set that may grow (`colour` is the default).
             * @default colour
             */
            finish_kind?: string;
            /**
             * @description The colour the designer shows, as `#rrggbb`; null for none.
             * @default null
             */
            hexcode?: string | null;
            /**
             * @description How opaque the designer draws it, from 0 (clear) to 1 (solid).
             * @default 1
             */
            opacity?: number;
            /**
             * @description Whether the designer’s preview shows it on the sign.
             * @default true
             */
            applied_to_visualisation?: boolean;
            /**
             * @description The ids of the customiser’s backboards this finish is offered for (at most 500).
             * @default []
             */
            backboard_ids?: number[];
            /**
             * @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_width_cm?: number | null;
            /**
             * @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`).
             * @default null
             */
            min_height_cm?: number | null;
            /**
             * @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds.
             * @default any
             */
            min_size_rule?: string;
            /**
             * @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.
             * @default 0
             */
            base_price?: number;
            /**
             * @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.
             * @default 1
             */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /**
             * @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.
             * @default 0
             */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the support finish for the designer: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            preview_image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with this support finish: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the finish with: an absolute URL of up to 2,048 characters, or null.
             * @default null
             */
            texture_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        SupportFinishPatch: {
            /** @description The support finish’s name, shown to shoppers: 1 to 200 characters. */
            name?: string;
            /** @description What shoppers read about the support finish, up to 2,000 characters; null for none. */
            description?: string | null;
            /** @description What the finish is, from a set that may grow (`colour` is the default). */
            finish_kind?: string;
            /** @description The colour the designer shows, as `#rrggbb`; null for none. */
            hexcode?: string | null;
            /** @description How opaque the designer draws it, from 0 (clear) to 1 (solid). */
            opacity?: number;
            /** @description Whether the designer’s preview shows it on the sign. */
            applied_to_visualisation?: boolean;
            /** @description The ids of the customiser’s backboards this finish is offered for (at most 500). */
            backboard_ids?: number[];
            /** @description The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`). */
            min_width_cm?: number | null;
            /** @description The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`). */
            min_height_cm?: number | null;
            /** @description The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds. */
            min_size_rule?: string;
            /** @description What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more. */
            base_price?: number;
            /** @description A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more. */
            price_multiplier?: number;
            /**
             * @description What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @description Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order. */
            sort_order?: number;
            /**
             * Format: uri
             * @description A picture of the support finish for the designer: an absolute URL of up to 2,048 characters, or null.
             */
            preview_image_url?: string | null;
            /**
             * Format: uri
             * @description A picture of a finished sign with this support finish: an absolute URL of up to 2,048 characters, or null.
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @description The texture the designer paints the finish with: an absolute URL of up to 2,048 characters, or null.
             */
            texture_image_url?: string | null;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            customiser_id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            currency?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        /** @description The order as the order:created webhook delivers it, with object and id. */
        Order: {
            /**
             * @description What kind of object this is: always `order`.
             * @enum {string}
             */
            object: "order";
            /** @description The order’s id, unique within the store. */
            id: number;
            /** @description The order’s id again, under the name the webhook gives it. */
            order_id: number;
            /** @description The order’s number in the store, given by the service, increasing. */
            order_number: number;
            /** @description The order number the integration’s shop shows; empty when none was given. */
            external_order_number: string;
            /** @description The integration’s own id of the order. */
            external_id: string;
            /** @description What the integration charged for the order, in minor units of `currency` (cents for USD). */
            order_total: number;
            /** @description The sum of `unit_price` × `quantity` over the products, in minor units of `currency`. */
            app_total: number;
            /** @description The ISO 4217 code of the order’s currency (the store’s). */
            currency: string;
            /** @description The shipping method as the integration’s shop named it; empty when none was given. */
            shipping_line: string;
            /** @description Where the bill goes; every member empty when none was given. */
            billing_address: {
                /** @description The first (given) name; empty when none was given. */
                first_name: string;
                /** @description The last (family) name; empty when none was given. */
                last_name: string;
                /** @description The company name; empty when none was given. */
                company: string;
                /** @description The first line of the street address; empty when none was given. */
                address_1: string;
                /** @description The second line of the street address; empty when none was given. */
                address_2: string;
                /** @description The city or town; empty when none was given. */
                city: string;
                /** @description The state, province or region, as given (`CA`, `Bavaria`); empty when none was given. */
                state: string;
                /** @description The postal code; empty when none was given. */
                postcode: string;
                /** @description The country, as given (the integration’s code or name); empty when none was given. */
                country: string;
                /** @description The phone number, as given; empty when none was given. */
                phone: string;
                /** @description The email address, as given; empty when none was given. */
                email: string;
                /**
                 * Format: date-time
                 * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
                 */
                updated_at: string;
            };
            /** @description Where the order ships; every member empty when none was given. */
            shipping_address: {
                /** @description The first (given) name; empty when none was given. */
                first_name: string;
                /** @description The last (family) name; empty when none was given. */
                last_name: string;
                /** @description The company name; empty when none was given. */
                company: string;
                /** @description The first line of the street address; empty when none was given. */
                address_1: string;
                /** @description The second line of the street address; empty when none was given. */
                address_2: string;
                /** @description The city or town; empty when none was given. */
                city: string;
                /** @description The state, province or region, as given (`CA`, `Bavaria`); empty when none was given. */
                state: string;
                /** @description The postal code; empty when none was given. */
                postcode: string;
                /** @description The country, as given (the integration’s code or name); empty when none was given. */
                country: string;
                /** @description The phone number, as given; empty when none was given. */
                phone: string;
                /** @description The email address, as given; empty when none was given. */
                email: string;
                /**
                 * Format: date-time
                 * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
                 */
                updated_at: string;
            };
            /** @description Who ordered. */
            customer: {
                /** @description The first (given) name; empty when none was given. */
                first_name: string;
                /** @description The last (family) name; empty when none was given. */
                last_name: string;
                /** @description The phone number, as given; empty when none was given. */
                phone: string;
                /** @description The email address, as given; empty when none was given. */
                email: string;
                /** @description The integration’s own id of the customer; empty when none was given. */
                external_id: string;
                /**
                 * Format: date-time
                 * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
                 */
                updated_at: string;
            };
            /** @description The lines of the order: each product as it was when ordered, with its quantity and price. */
            products: components["schemas"]["OrderProduct"][];
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        OrderProduct: {
            /** @description The product id of this service. */
            product_id: number;
            /** @description The product’s title. */
            title: string;
            /** @description The product’s description as plain text; empty for none. */
            description: string;
            /** @description The same as HTML for a shop’s product page: a list of the customisations of a designed product, else the description in a paragraph. */
            description_html: string;
            /** @description The integration’s own id of the product; empty until it has one. */
            external_id: string;
            /** @description What the sign is made from: its customisations, the design, its dimensions and its artwork. */
            external_data: {
                /** @description The choices the sign was made with, in the order shown. */
                customisations: {
                    /** @description What was chosen, as a stable key (`font`). */
                    key: string;
                    /** @description The same, as shoppers read it (`Font`). */
                    label: string;
                    /** @description The choice (`Pacifico`). */
                    value: string;
                }[];
                /** @description The shopper’s design, with its price; null for a synchronised product. */
                design: {
                    [key: string]: unknown;
                } | null;
                /** @description The sign’s dimensions. */
                dimensions: {
                    /** @description The sign’s width in centimetres; null when not known. */
                    width_cm: number | null;
                    /** @description The sign’s height in centimetres; null when not known. */
                    height_cm: number | null;
                    /** @description The sign’s depth in centimetres; null when not known. */
                    length_cm: number | null;
                };
                /** @description URLs of the artwork files, by kind. */
                artwork: {
                    [key: string]: string;
                } | null;
            };
            /** @description The product’s price, in minor units of the store’s currency (cents for USD). */
            price: number;
            /** @description The price it is compared with, in minor units of the store’s currency; 0 for none. */
            compare_price: number;
            /** @description The id of the customiser the product was designed with. */
            customiser_id: number;
            /** @description Always null for now: no design takes a logo file yet. */
            logo_upload_id: number | null;
            /** @description A picture of the finished sign: an absolute URL, or empty when there is none. */
            product_image_url: string;
            /** @description The files the service keeps for the product (its picture), each with where it is stored. */
            uploads: {
                /** @description Where the file is published: an absolute URL. */
                url: string;
                /** @description What the file is: `product_image` seen; expected to grow. */
                type: string;
                /** @description The stored path of the upload. */
                path: string;
            }[];
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
            /** @description How many of the product were ordered (1 to 10,000). */
            quantity: number;
            /** @description The price of one item as ordered, in minor units of the order’s currency (the product’s own price is `price`). */
            unit_price: number;
        };
        OrderCreate: {
            /** @description The id of the store’s integration recording the order: an enabled `custom` integration (`accepts_writes` true). */
            integration_id: number;
            /** @description The integration’s own id of the order, 1 to 255 characters. */
            external_id: string;
            /** @description The order number the integration’s shop shows, up to 255 characters; null or absent is kept as empty. */
            external_order_number?: string | null;
            /** @description The ISO 4217 code of the order’s currency: must be the store’s (409 `store_currency_unavailable` while the store has none). */
            currency: string;
            /** @description What the shop charged for the whole order, in minor units of `currency` (cents for USD): an integer, 0 to 10¹². */
            order_total: number;
            /** @description The shipping method as the shop names it, up to 1000 characters; null or absent is kept as empty. */
            shipping_line?: string | null;
            /** @description Who ordered. */
            customer: {
                /** @description The customer’s first (given) name, up to 100 characters; null or absent is kept as empty. */
                first_name?: string | null;
                /** @description The customer’s last (family) name, up to 100 characters; null or absent is kept as empty. */
                last_name?: string | null;
                /**
                 * Format: email
                 * @description The customer’s email address, up to 254 characters.
                 */
                email: string;
                /** @description The customer’s phone number, up to 50 characters; null or absent is kept as empty. */
                phone?: string | null;
                /** @description The integration’s own id of the customer, up to 255 characters; null or absent is kept as empty. */
                external_id?: string | null;
            };
            /** @description Where the bill goes; null, absent or every member empty when none was given. */
            billing_address?: components["schemas"]["OrderAddressInput"];
            /** @description Where the order ships; null, absent or every member empty when none was given. */
            shipping_address?: components["schemas"]["OrderAddressInput"];
            /** @description The lines of the order, 1 to 250, each naming a product of the store. */
            products: {
                /** @description The product id of this service; or give external_id */
                product_id?: number;
                /** @description The integration’s own id: store_product_id, or the external_id answered to product:created */
                external_id?: string;
                /**
                 * @description How many were ordered, 1 to 10,000. Default 1.
                 * @default 1
                 */
                quantity?: number;
                /** @description The price of one item as sold, in minor units of the order’s currency; defaults to the product’s `price_amount`. */
                price?: number;
            }[];
        };
        OrderAddressInput: {
            /** @description The first (given) name, up to 100 characters; null or absent is kept as empty. */
            first_name?: string | null;
            /** @description The last (family) name, up to 100 characters; null or absent is kept as empty. */
            last_name?: string | null;
            /** @description The company name, up to 200 characters; null or absent is kept as empty. */
            company?: string | null;
            /** @description The first line of the street address, up to 255 characters; null or absent is kept as empty. */
            address_1?: string | null;
            /** @description The second line of the street address, up to 255 characters; null or absent is kept as empty. */
            address_2?: string | null;
            /** @description The city or town, up to 100 characters; null or absent is kept as empty. */
            city?: string | null;
            /** @description The state, province or region, up to 100 characters; null or absent is kept as empty. */
            state?: string | null;
            /** @description The postal code, up to 20 characters; null or absent is kept as empty. */
            postcode?: string | null;
            /** @description The country (a code or a name), up to 100 characters; null or absent is kept as empty. */
            country?: string | null;
            /** @description The phone number, up to 50 characters; null or absent is kept as empty. */
            phone?: string | null;
            /** @description The email address, as the shop took it (not checked), up to 254 characters; null or absent is kept as empty. */
            email?: string | null;
        } | null;
        OrderEmailResend: {
            /**
             * @description What kind of object this is: always `order_email_resend`.
             * @enum {string}
             */
            object: "order_email_resend";
            /** @description The id of the order whose email was queued again. */
            order_id: number;
            /**
             * @description Always `queued`: the email to the store’s manufacturer is on its way again.
             * @enum {string}
             */
            status: "queued";
        };
        /** @description A quote request: the answers a shopper gave on a form, their files and contact details. */
        Quote: {
            /**
             * @description What kind of object this is: always `quote`.
             * @enum {string}
             */
            object: "quote";
            /** @description The quote request’s id, unique within the store. */
            id: number;
            /** @description The id of the customiser whose form was filled in. */
            customiser_id: number;
            /** @description The id of the form that was filled in. */
            form_id: number;
            /** @description The answers, in the form’s order of questions. */
            answers: {
                /** @description The id (a UUID) of the form question answered. */
                field_id: string;
                /** @description The question as it read when the form was submitted. */
                name: string;
                /** @description The answer: text, a number, true for a ticked checkbox, the options chosen of a question taking several, or null when left blank. */
                value: string | number | boolean | string[] | null;
            }[];
            /** @description The files the shopper attached. */
            files: {
                /** @description The id of the upload the file came in (`upl_…`). */
                upload_id: string;
                /** @description The file’s name as the shopper sent it. */
                filename: string;
                /** @description The file’s media type (`image/png`). */
                content_type: string;
                /** @description The file’s size in bytes. */
                byte_size: number;
                /**
                 * Format: uri
                 * @description Where the bytes are served: GET, with quotes:read.
                 */
                url: string;
            }[];
            /** @description How to reach the shopper, read from the answers the form marks as contact details. */
            contact: {
                /** @description The shopper’s name, from the question marked as the name; null when none. */
                name: string | null;
                /** @description The shopper’s email address, from the question marked as the email (or the first email question); null when none. */
                email: string | null;
                /** @description The shopper’s phone number, from the question marked as the phone; null when none. */
                phone: string | null;
            };
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
        };
        Store: {
            /**
             * @description What kind of object this is: always `store`.
             * @enum {string}
             */
            object: "store";
            /** @description The store’s id: the store the calling key belongs to, which every request acts as. */
            id: number;
            /** @description The store’s name. */
            name: string;
            /** @description `universal`, or a value naming the hosted commerce platform the store runs on. */
            platform: string;
            /** @description The store’s current subscription plan (it decides features such as per-word styling). */
            plan: string;
            /** @description The ISO 4217 code of the store’s currency, which every amount of the store is in; null when no valid three-letter currency is configured (writes needing one answer 409 `store_currency_unavailable`). */
            currency: string | null;
            /** @description The store’s integrations. */
            integrations: components["schemas"]["Integration"][];
            /** @description The scopes granted to the calling key (`store:read`, `customisers:write` …). */
            scopes: string[];
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
        };
        Integration: {
            /**
             * @description What kind of object this is: always `integration`.
             * @enum {string}
             */
            object: "integration";
            /** @description The integration’s id, unique within the store: products and orders name it as `integration_id`. */
            id: number;
            /** @description `custom`, the only type that accepts writes; other values, from a set that may grow, name other commerce platforms. */
            type: string;
            /** @description The integration’s name, as the merchant gave it. */
            name: string;
            /** @description Whether the integration is turned on. */
            enabled: boolean;
            /** @description True only for an enabled `custom` integration: the one kind that may synchronise products and record orders. */
            accepts_writes: boolean;
        };
        Upload: {
            /**
             * @description What kind of object this is: always `upload`.
             * @enum {string}
             */
            object: "upload";
            /** @description The upload’s id: `upl_` and 16 letters, digits, `_` or `-`. */
            id: string;
            /** @description What the file is for (`font_ttf`, `backboard_shape_svg`, `form_attachment`), as declared. */
            purpose: string;
            /** @description The file’s name, as declared. */
            filename: string;
            /** @description The file’s media type, as declared (in lowercase). */
            content_type: string;
            /** @description The file’s size in bytes, as declared. */
            byte_size: number;
            /**
             * @description `pending` until the bytes land; `uploaded` once they have; `attached` once a file slot took them; `rejected` when they failed the check at attachment (see `verification_failure_code`).
             * @enum {string}
             */
            status: "pending" | "uploaded" | "attached" | "rejected";
            /** @description Whether the bytes have landed (any status but `pending`). */
            bytes_received: boolean;
            /** @description Why the bytes were refused when attached (`not_a_font`, `svg_without_dimensions` …); null unless `rejected`. */
            verification_failure_code: string | null;
            /**
             * Format: date-time
             * @description When an upload not attached by then lapses (24 hours after it was declared): an ISO 8601 timestamp in UTC.
             */
            expires_at: string;
            /**
             * Format: date-time
             * @description When a file slot took the upload: an ISO 8601 timestamp in UTC; null until then.
             */
            attached_at: string | null;
            /**
             * Format: date-time
             * @description When the upload was declared: an ISO 8601 timestamp in UTC.
             */
            created_at: string;
            /** @description Where and how to send the bytes. Only in the answer that declared the upload; null elsewhere, and in an idempotent replay (declare a new upload once it has expired). */
            upload_target: {
                /**
                 * @description The method to send the bytes with: always `PUT`.
                 * @enum {string}
                 */
                method: "PUT";
                /**
                 * Format: uri
                 * @description Where to send the bytes, as the raw body: a signed absolute URL.
                 */
                url: string;
                /** @description Every header to send with the bytes, with its value (`Content-Type`, `Content-Length`). */
                headers: {
                    [key: string]: string;
                };
                /**
                 * Format: date-time
                 * @description When the target stops taking bytes (about ten minutes after issue): an ISO 8601 timestamp in UTC.
                 */
                expires_at: string;
            } | null;
        };
        UploadDeclaration: {
            /**
             * @description What the file is for, which decides the file types accepted and the size cap: `font_ttf` (TrueType, 10 MiB), `backboard_shape_svg` (SVG, 2 MiB), `form_attachment` (PDF, PNG, JPEG or SVG, 25 MiB).
             * @enum {string}
             */
            purpose: "font_ttf" | "backboard_shape_svg";
            /** @description The file’s name, without a path, 1 to 255 characters; its extension must be one the purpose accepts. */
            filename: string;
            /** @description The file’s media type (`font/ttf`), up to 100 characters; it must be one the purpose accepts for the extension. */
            content_type: string;
            /** @description The file’s exact size in bytes, at most the purpose’s cap (422 with `max_byte_size` above it): the bytes sent must match it. */
            byte_size: number;
        };
        /** @description A topic webhook subscriptions may name: what it means, its body and whether it is deprecated. */
        WebhookEventType: {
            /**
             * @description What kind of object this is: always `webhook_event_type`.
             * @enum {string}
             */
            object: "webhook_event_type";
            /**
             * @description The topic a subscription names; new topics may appear within v3.
             * @example order:created
             */
            topic: string;
            /** @description When it fires and what the receiver answers; a deprecated topic’s opens with "Deprecated." and names its replacement. */
            description: string;
            /** @description A deprecated topic still fires, with the same payload, signature and retries. */
            deprecated: boolean;
            /**
             * Format: date
             * @description The date the deprecation took effect; null unless deprecated.
             */
            deprecated_since: string | null;
            /** @description The operation, and the scope it needs, that a client of a deprecated topic uses instead; null unless deprecated. */
            replacement: {
                /** @description The operation to use instead (`GET /api/v3/quotes`). */
                operation: string;
                /** @description The scope that operation needs (`quotes:read`). */
                scope: string;
            } | null;
            /** @description JSON Schema (2020-12) of the delivery body. */
            payload_schema: {
                [key: string]: unknown;
            };
            /** @description A delivery body of the topic, keeping payload_schema: what POST /api/v3/webhook-subscriptions/{subscription_id}/test sends. */
            example: {
                [key: string]: unknown;
            };
        };
        WebhookSubscription: {
            /**
             * @description What kind of object this is: always `webhook_subscription`.
             * @enum {string}
             */
            object: "webhook_subscription";
            /** @description The subscription’s id, unique within the store. */
            id: number;
            /**
             * Format: uri
             * @description Where deliveries are POSTed.
             */
            url: string;
            /** @description The topics delivered (see GET /api/v3/webhook-event-types). */
            topics: string[];
            /** @description The merchant’s note about the subscription; null for none. */
            description: string | null;
            /** @description Whether events are delivered now. */
            enabled: boolean;
            /** @description Why it is off: disabled_by_merchant, receiver_gone (answered 410), failing_for_days. Expected to grow. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When it was turned off: an ISO 8601 timestamp in UTC; null while enabled.
             */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @description Since when every attempt has failed; null while deliveries succeed.
             */
            failing_since: string | null;
            /**
             * Format: date-time
             * @description After a rotation, until when the previous secret still signs beside the new one.
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
        };
        WebhookSubscriptionWithSecret: components["schemas"]["WebhookSubscription"] & {
            /** @description whsec_…: shown only in this answer; keep it to verify deliveries. */
            secret: string;
        };
        WebhookSubscriptionCreate: {
            /**
             * @description Where deliveries are POSTed: an absolute URL of up to 2,048 characters, https in production; never a loopback (outside development), private, link-local or metadata address.
             * @example https://example.com/hooks/signwright
             */
            url: string;
            /** @description Topics of GET /api/v3/webhook-event-types; at least one. Repeats count once. */
            topics: ("order:created" | "product:created" | "form:submitted")[];
            /** @description A note for the merchant about the subscription, up to 500 characters; null for none. */
            description?: string | null;
            /**
             * @description Whether events are delivered; a subscription the service turned off (`disabled_reason`) is turned on again by sending true. Default true.
             * @default true
             */
            enabled?: boolean;
        };
        WebhookSubscriptionPatch: {
            /**
             * @description Where deliveries are POSTed: an absolute URL of up to 2,048 characters, https in production; never a loopback (outside development), private, link-local or metadata address.
             * @example https://example.com/hooks/signwright
             */
            url?: string;
            /** @description Topics of GET /api/v3/webhook-event-types; at least one. Repeats count once. */
            topics?: ("order:created" | "product:created" | "form:submitted")[];
            /** @description A note for the merchant about the subscription, up to 500 characters; null for none. */
            description?: string | null;
            /** @description Whether events are delivered; a subscription the service turned off (`disabled_reason`) is turned on again by sending true. */
            enabled?: boolean;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). The secret changes only through the rotate-secret operation. */
            secret?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            object?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            id?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). Set enabled instead. */
            disabled_reason?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            disabled_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            previous_secret_expires_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            created_at?: unknown;
            /** @description Read-only: a body that sends it is refused (422, code `prohibited`). */
            updated_at?: unknown;
        };
        WebhookSubscriptionDeletionReceipt: {
            /**
             * @description What kind of object this is: always `webhook_subscription_deletion_receipt`.
             * @enum {string}
             */
            object: "webhook_subscription_deletion_receipt";
            /** @description The removed subscription’s id. */
            id: number;
            /**
             * @description Always true: the subscription is gone and nothing more is delivered to it.
             * @enum {boolean}
             */
            deleted: true;
            /** @description The record as it was when it was removed. */
            resource: components["schemas"]["WebhookSubscription"];
        };
        WebhookDelivery: {
            /**
             * @description What kind of object this is: always `webhook_delivery`.
             * @enum {string}
             */
            object: "webhook_delivery";
            /** @description The delivery’s id, unique within the subscription’s log. */
            id: number;
            /** @description The id of the subscription delivering it. */
            subscription_id: number;
            /** @description The x-webhook-id of every attempt: deduplicate on it. */
            event_id: string;
            /** @description The event’s topic (`order:created`). */
            topic: string;
            /** @description true for a test event sent by POST …/{subscription_id}/test with the topic’s example body; false for a delivery of an event that happened. */
            test_event: boolean;
            /**
             * @description `pending` while attempts go on; `delivered` once the receiver answered 2xx; `failed` once the last attempt failed (see `failure_reason`).
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @description How many attempts have been made so far. */
            attempts_made: number;
            /**
             * Format: date-time
             * @description When the next attempt is due: an ISO 8601 timestamp in UTC; null once delivered or failed.
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description When the receiver accepted it: an ISO 8601 timestamp in UTC; null until then.
             */
            delivered_at: string | null;
            /** @description Why the delivery gave up, when it did; null otherwise. */
            failure_reason: string | null;
            /**
             * Format: date-time
             * @description When it was created: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last changed: an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`). Read-only.
             */
            updated_at: string;
            /** @description Every attempt so far, oldest first. */
            attempts: {
                /**
                 * Format: date-time
                 * @description When the attempt was made: an ISO 8601 timestamp in UTC.
                 */
                attempted_at: string;
                /** @description The body this attempt sent (or tried to send): the delivery’s body, the same bytes on every attempt. */
                request_body: string;
                /** @description The status the receiver answered; null when no answer came (timeout, network error, refused address). */
                status_code: number | null;
                /** @description The first 4 KiB of the receiver’s answer, as UTF-8 text (a character the cut would split is left out); null when no answer came. */
                response_body: string | null;
                /** @description true when the answer went on beyond response_body; the rest was never read. */
                response_body_truncated: boolean;
                /** @description From sending the request to the end of reading the answer (or to the failure). */
                duration_ms: number;
                /** @description Why the attempt failed when the status does not say it: no answer, a refused address, an answer that is not what the topic asks for. null otherwise, a non-2xx status included. */
                error: string | null;
                /**
                 * Format: date-time
                 * @description When this failed attempt is retried: an ISO 8601 timestamp in UTC; null after a success or the last attempt.
                 */
                next_retry_at: string | null;
            }[];
        };
        WebhookTestEvent: {
            /**
             * @description One of the subscription’s topics: its example body (the example of GET /api/v3/webhook-event-types) is sent.
             * @enum {string}
             */
            topic: "order:created" | "product:created" | "form:submitted";
        };
    };
    responses: {
        /** @description Problem: `missing_api_key`, `invalid_api_key`, `expired_api_key` */
        MissingApiKeyOrInvalidApiKeyOrExpiredApiKey: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "missing_api_key" | "invalid_api_key" | "expired_api_key";
                };
            };
        };
        /** @description Problem: `insufficient_scope` */
        InsufficientScope: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "insufficient_scope";
                };
            };
        };
        /** @description Problem: `rate_limited` */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "rate_limited";
                };
            };
        };
        /** @description Problem: `internal_error` */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "internal_error";
                };
            };
        };
        /** @description Problem: `service_unavailable` */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "service_unavailable";
                };
            };
        };
        /** @description Problem: `unknown_field`, `unknown_parameter`, `unknown_filter`, `invalid_parameter`, `invalid_cursor` */
        UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unknown_field" | "unknown_parameter" | "unknown_filter" | "invalid_parameter" | "invalid_cursor";
                };
            };
        };
        /** @description Problem: `unsupported_media_type` */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unsupported_media_type";
                };
            };
        };
        /** @description Problem: `request_too_large` */
        RequestTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "request_too_large";
                };
            };
        };
        /** @description Problem: `malformed_json` */
        MalformedJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "malformed_json";
                };
            };
        };
        /** @description Problem: `unknown_field`, `unknown_parameter`, `unknown_filter`, `invalid_parameter` */
        UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unknown_field" | "unknown_parameter" | "unknown_filter" | "invalid_parameter";
                };
            };
        };
        /** @description Problem: `malformed_json`, `missing_idempotency_key`, `invalid_idempotency_key` */
        MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "malformed_json" | "missing_idempotency_key" | "invalid_idempotency_key";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter`, `selection_mode_not_available` */
        ValidationFailedOrUnknownFieldOrUnknownParameterOrSelectionModeNotAvailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter" | "selection_mode_not_available";
                };
            };
        };
        /** @description Problem: `idempotency_key_conflict`, `idempotency_key_in_flight` */
        IdempotencyKeyConflictOrIdempotencyKeyInFlight: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "idempotency_key_conflict" | "idempotency_key_in_flight";
                };
            };
        };
        /** @description Problem: `resource_not_found` */
        ResourceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "resource_not_found";
                };
            };
        };
        /** @description Problem: `unknown_field`, `unknown_parameter` */
        UnknownFieldOrUnknownParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unknown_field" | "unknown_parameter";
                };
            };
        };
        /** @description Problem: `malformed_json`, `invalid_path` */
        MalformedJsonOrInvalidPath: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "malformed_json" | "invalid_path";
                };
            };
        };
        /** @description Problem: `validation_failed`, `invalid_document`, `unknown_field`, `unknown_parameter`, `selection_mode_not_available` */
        ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrSelectionModeNotAvailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "invalid_document" | "unknown_field" | "unknown_parameter" | "selection_mode_not_available";
                };
            };
        };
        /** @description Problem: `malformed_json`, `invalid_idempotency_key`, `invalid_path` */
        MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "malformed_json" | "invalid_idempotency_key" | "invalid_path";
                };
            };
        };
        /** @description Problem: `precondition_failed` */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "precondition_failed";
                };
            };
        };
        /** @description Problem: `malformed_json`, `missing_idempotency_key`, `invalid_idempotency_key`, `invalid_path` */
        MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "malformed_json" | "missing_idempotency_key" | "invalid_idempotency_key" | "invalid_path";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter`, `form_type_not_supported` */
        ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter" | "form_type_not_supported";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter` */
        ValidationFailedOrUnknownFieldOrUnknownParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter";
                };
            };
        };
        /** @description Problem: `validation_failed`, `invalid_document`, `unknown_field`, `unknown_parameter`, `form_type_not_supported`, `fallback_form_requires_file_field` */
        ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "invalid_document" | "unknown_field" | "unknown_parameter" | "form_type_not_supported" | "fallback_form_requires_file_field";
                };
            };
        };
        /** @description Problem: `idempotency_key_conflict`, `idempotency_key_in_flight`, `resource_in_use` */
        IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "idempotency_key_conflict" | "idempotency_key_in_flight" | "resource_in_use";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter`, `upload_verification_failed` */
        ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadVerificationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter" | "upload_verification_failed";
                };
            };
        };
        /** @description Problem: `idempotency_key_conflict`, `idempotency_key_in_flight`, `upload_not_ready` */
        IdempotencyKeyConflictOrIdempotencyKeyInFlightOrUploadNotReady: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "idempotency_key_conflict" | "idempotency_key_in_flight" | "upload_not_ready";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter`, `letter_part_taken`, `letter_part_not_declared`, `customer_text_not_supported`, `field_not_used_by_letter_part` */
        ValidationFailedOrUnknownFieldOrUnknownParameterOrLetterPartTakenOrLetterPartNotDeclaredOrCustomerTextNotSupportedOrFieldNotUsedByLetterPart: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter" | "letter_part_taken" | "letter_part_not_declared" | "customer_text_not_supported" | "field_not_used_by_letter_part";
                };
            };
        };
        /** @description Problem: `validation_failed`, `invalid_document`, `unknown_field`, `unknown_parameter`, `customer_text_not_supported`, `field_not_used_by_letter_part` */
        ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrCustomerTextNotSupportedOrFieldNotUsedByLetterPart: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "invalid_document" | "unknown_field" | "unknown_parameter" | "customer_text_not_supported" | "field_not_used_by_letter_part";
                };
            };
        };
        /** @description Problem: `unknown_field`, `unknown_parameter`, `letter_part_not_deletable` */
        UnknownFieldOrUnknownParameterOrLetterPartNotDeletable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unknown_field" | "unknown_parameter" | "letter_part_not_deletable";
                };
            };
        };
        /** @description Problem: `resource_in_use` */
        ResourceInUse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "resource_in_use";
                };
            };
        };
        /** @description Problem: `unknown_field`, `unknown_parameter`, `legacy_pricing_model` */
        UnknownFieldOrUnknownParameterOrLegacyPricingModel: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unknown_field" | "unknown_parameter" | "legacy_pricing_model";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter`, `legacy_pricing_model` */
        ValidationFailedOrUnknownFieldOrUnknownParameterOrLegacyPricingModel: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter" | "legacy_pricing_model";
                };
            };
        };
        /** @description Problem: `validation_failed`, `invalid_document`, `unknown_field`, `unknown_parameter`, `legacy_pricing_model` */
        ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrLegacyPricingModel: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "invalid_document" | "unknown_field" | "unknown_parameter" | "legacy_pricing_model";
                };
            };
        };
        /** @description Problem: `unknown_field`, `unknown_parameter`, `unknown_filter`, `invalid_parameter`, `invalid_cursor`, `legacy_pricing_model` */
        UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursorOrLegacyPricingModel: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "unknown_field" | "unknown_parameter" | "unknown_filter" | "invalid_parameter" | "invalid_cursor" | "legacy_pricing_model";
                };
            };
        };
        /** @description Problem: `idempotency_key_conflict`, `idempotency_key_in_flight`, `store_product_id_conflict`, `store_currency_unavailable` */
        IdempotencyKeyConflictOrIdempotencyKeyInFlightOrStoreProductIdConflictOrStoreCurrencyUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "idempotency_key_conflict" | "idempotency_key_in_flight" | "store_product_id_conflict" | "store_currency_unavailable";
                };
            };
        };
        /** @description Problem: `validation_failed`, `invalid_document`, `unknown_field`, `unknown_parameter`, `fallback_form_requires_file_field` */
        ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFallbackFormRequiresFileField: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "invalid_document" | "unknown_field" | "unknown_parameter" | "fallback_form_requires_file_field";
                };
            };
        };
        /** @description Problem: `idempotency_key_conflict`, `idempotency_key_in_flight`, `order_exists`, `store_currency_unavailable` */
        IdempotencyKeyConflictOrIdempotencyKeyInFlightOrOrderExistsOrStoreCurrencyUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "idempotency_key_conflict" | "idempotency_key_in_flight" | "order_exists" | "store_currency_unavailable";
                };
            };
        };
        /** @description Problem: `invalid_json`, `missing_idempotency_key`, `invalid_idempotency_key`, `invalid_path` */
        InvalidJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "invalid_json" | "missing_idempotency_key" | "invalid_idempotency_key" | "invalid_path";
                };
            };
        };
        /** @description Problem: `validation_failed`, `unknown_field`, `unknown_parameter`, `upload_type_not_allowed`, `upload_too_large` */
        ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadTypeNotAllowedOrUploadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "unknown_field" | "unknown_parameter" | "upload_type_not_allowed" | "upload_too_large";
                };
            };
        };
        /** @description Problem: `validation_failed`, `invalid_document`, `unknown_field`, `unknown_parameter` */
        ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "validation_failed" | "invalid_document" | "unknown_field" | "unknown_parameter";
                };
            };
        };
        /** @description Problem: `idempotency_key_conflict`, `idempotency_key_in_flight`, `webhook_subscription_disabled` */
        IdempotencyKeyConflictOrIdempotencyKeyInFlightOrWebhookSubscriptionDisabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "idempotency_key_conflict" | "idempotency_key_in_flight" | "webhook_subscription_disabled";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description IETF RateLimit header fields draft: what is left of the key’s quota, `"<policy>";r=<requests left>;t=<seconds until the window restarts>`. A 429 names the quota or budget that ran out, with `r=0`. */
        RateLimit: string;
        /** @description The key’s quota, `"<policy>";q=<requests>;w=<window in seconds>`; on a 429, the quota or budget that ran out. */
        "RateLimit-Policy": string;
        /** @description Whole seconds to wait before trying again (also `retry_after` in the problem). */
        "Retry-After": string;
        /** @description The strong entity tag of the resource as answered: it changes whenever the resource does. Send it back in If-Match to change the resource only as you read it, or in If-None-Match to read it only if it changed. */
        ETag: string;
        /** @description The created resource’s URL, which `links.self` also names: a GET of it (with a key holding the read scope) answers the resource. */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listActivity: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                /** @description Only changes to resources of this type, as `resource.type` names it (`customiser`, `colour`, `webhook_subscription`). */
                "filter[resource_type]"?: string;
                /** @description Only this action, `<resource type>.<verb>` (`customiser.updated`, `webhook_subscription.secret_rotated`). */
                "filter[action]"?: string;
                /** @description Only changes made by this kind of actor: an API key, a person in the merchant admin, an assistant’s connection, the operator’s command line, or the service. */
                "filter[actor_type]"?: "api_key" | "person" | "connector" | "cli" | "system";
                /** @description Only changes created strictly after this ISO 8601 timestamp (with an offset) or date (midnight UTC). */
                "filter[created_after]"?: string;
                /** @description Only changes created strictly before this ISO 8601 timestamp (with an offset) or date (midnight UTC). */
                "filter[created_before]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changes, newest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Activity"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalyticsSummary: {
        parameters: {
            query?: {
                /** @description Complete UTC days before today; today is excluded */
                period?: "7d" | "30d" | "90d" | "365d";
            };
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["AnalyticsSummary"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomisers: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                /** @description `true` for active customisers only, `false` for inactive ones only. */
                "filter[active]"?: "true" | "false";
                /** @description Only customisers priced by this model. */
                "filter[pricing_model]"?: "simple_letter" | "advanced_letter" | "frame_fit";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customisers. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Customiser"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomiser: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomiserCreate"];
            };
        };
        responses: {
            /** @description The customiser. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrSelectionModeNotAvailable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomiser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customiser. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomiser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["CustomiserPatch"];
            };
        };
        responses: {
            /** @description The customiser. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrSelectionModeNotAvailable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    activateCustomiser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customiser. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivateCustomiser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customiser. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBackboards: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backboard rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Backboard"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBackboard: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackboardCreate"];
            };
        };
        responses: {
            /** @description The backboard. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Backboard"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reorderBackboards: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackboardReorder"];
            };
        };
        responses: {
            /** @description The backboards in their new order. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Backboard"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateBackboardCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackboardCreate"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["BackboardValidateCreate"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBackboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backboard’s id. */
                backboard_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backboard. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Backboard"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBackboard: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backboard’s id. */
                backboard_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `backboard_deletion_receipt`. */
                            object: string;
                            /** @description The removed backboard’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Backboard"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBackboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backboard’s id. */
                backboard_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["BackboardPatch"];
            };
        };
        responses: {
            /** @description The backboard. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Backboard"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    attachBackboardShape: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backboard’s id. */
                backboard_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadAttachment"];
            };
        };
        responses: {
            /** @description The backboard. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            [key: string]: unknown;
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrUploadNotReady"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadVerificationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBacklights: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backlight rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Backlight"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBacklight: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacklightCreate"];
            };
        };
        responses: {
            /** @description The backlight. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Backlight"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBacklight: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backlight’s id. */
                backlight_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backlight. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Backlight"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBacklight: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backlight’s id. */
                backlight_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `backlight_deletion_receipt`. */
                            object: string;
                            /** @description The removed backlight’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Backlight"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBacklight: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The backlight’s id. */
                backlight_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["BacklightPatch"];
            };
        };
        responses: {
            /** @description The backlight. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Backlight"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listColours: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colour rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Colour"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createColour: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ColourCreate"];
            };
        };
        responses: {
            /** @description The colour. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Colour"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getColour: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The colour’s id. */
                colour_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colour. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Colour"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteColour: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The colour’s id. */
                colour_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `colour_deletion_receipt`. */
                            object: string;
                            /** @description The removed colour’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Colour"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateColour: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The colour’s id. */
                colour_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["ColourPatch"];
            };
        };
        responses: {
            /** @description The colour. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Colour"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExtras: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extra rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Extra"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createExtra: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtraCreate"];
            };
        };
        responses: {
            /** @description The extra. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Extra"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExtra: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The extra’s id. */
                extra_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extra. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Extra"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExtra: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The extra’s id. */
                extra_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `extra_deletion_receipt`. */
                            object: string;
                            /** @description The removed extra’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Extra"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateExtra: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The extra’s id. */
                extra_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["ExtraPatch"];
            };
        };
        responses: {
            /** @description The extra. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Extra"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFontTiers: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The font tier rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["FontTier"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFontTier: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FontTierCreate"];
            };
        };
        responses: {
            /** @description The font tier. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["FontTier"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFontTier: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font tier’s id. */
                font_tier_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The font tier. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["FontTier"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFontTier: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font tier’s id. */
                font_tier_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `font_tier_deletion_receipt`. */
                            object: string;
                            /** @description The removed font tier’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["FontTier"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFontTier: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font tier’s id. */
                font_tier_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["FontTierPatch"];
            };
        };
        responses: {
            /** @description The font tier. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["FontTier"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFonts: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The font rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Font"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFont: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FontCreate"];
            };
        };
        responses: {
            /** @description The font. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Font"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFont: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font’s id. */
                font_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The font. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Font"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFont: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font’s id. */
                font_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `font_deletion_receipt`. */
                            object: string;
                            /** @description The removed font’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Font"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFont: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font’s id. */
                font_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["FontPatch"];
            };
        };
        responses: {
            /** @description The font. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Font"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    attachFontFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The font’s id. */
                font_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadAttachment"];
            };
        };
        responses: {
            /** @description The font. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            [key: string]: unknown;
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrUploadNotReady"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadVerificationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listForms: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Form"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createForm: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormCreate"];
            };
        };
        responses: {
            /** @description The form. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Form"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The form’s id. */
                form_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Form"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteForm: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The form’s id. */
                form_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `form_deletion_receipt`. */
                            object: string;
                            /** @description The removed form’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Form"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The form’s id. */
                form_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["FormPatch"];
            };
        };
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Form"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIcons: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Icon"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createIcon: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IconCreate"];
            };
        };
        responses: {
            /** @description The icon. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Icon"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIcon: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The icon’s id. */
                icon_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Icon"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteIcon: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The icon’s id. */
                icon_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `icon_deletion_receipt`. */
                            object: string;
                            /** @description The removed icon’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Icon"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateIcon: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The icon’s id. */
                icon_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["IconPatch"];
            };
        };
        responses: {
            /** @description The icon. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Icon"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJackets: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jacket rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Jacket"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJacket: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JacketCreate"];
            };
        };
        responses: {
            /** @description The jacket. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Jacket"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJacket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The jacket’s id. */
                jacket_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jacket. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Jacket"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJacket: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The jacket’s id. */
                jacket_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `jacket_deletion_receipt`. */
                            object: string;
                            /** @description The removed jacket’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Jacket"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateJacket: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The jacket’s id. */
                jacket_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["JacketPatch"];
            };
        };
        responses: {
            /** @description The jacket. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Jacket"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLabels: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Label"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLabel: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LabelCreate"];
            };
        };
        responses: {
            /** @description The label. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Label"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLabel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The label’s id. */
                label_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Label"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLabel: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The label’s id. */
                label_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `label_deletion_receipt`. */
                            object: string;
                            /** @description The removed label’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Label"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLabel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The label’s id. */
                label_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["LabelPatch"];
            };
        };
        responses: {
            /** @description The label. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Label"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLanguages: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The language rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Language"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLanguage: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageCreate"];
            };
        };
        responses: {
            /** @description The language. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Language"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The language’s id. */
                language_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The language. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Language"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLanguage: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The language’s id. */
                language_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `language_deletion_receipt`. */
                            object: string;
                            /** @description The removed language’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Language"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The language’s id. */
                language_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["LanguagePatch"];
            };
        };
        responses: {
            /** @description The language. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Language"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLegacySizes: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The legacy fixed-height size rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["LegacySize"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLegacySize: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacySizeCreate"];
            };
        };
        responses: {
            /** @description The legacy fixed-height size. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LegacySize"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLegacySize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The legacy fixed-height size’s id. */
                legacy_size_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The legacy fixed-height size. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LegacySize"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLegacySize: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The legacy fixed-height size’s id. */
                legacy_size_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `legacy_size_deletion_receipt`. */
                            object: string;
                            /** @description The removed legacy fixed-height size’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["LegacySize"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLegacySize: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The legacy fixed-height size’s id. */
                legacy_size_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["LegacySizePatch"];
            };
        };
        responses: {
            /** @description The legacy fixed-height size. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LegacySize"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLengthPricings: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The length pricing rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLengthPricing: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LengthPricingCreate"];
            };
        };
        responses: {
            /** @description The length pricing. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLengthPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The length pricing’s id. */
                length_pricing_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The length pricing. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLengthPricing: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The length pricing’s id. */
                length_pricing_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `length_pricing_deletion_receipt`. */
                            object: string;
                            /** @description The removed length pricing’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["LengthPricing"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLengthPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The length pricing’s id. */
                length_pricing_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["LengthPricingPatch"];
            };
        };
        responses: {
            /** @description The length pricing. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLetterTypes: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter type rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["LetterType"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLetterType: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LetterTypeCreate"];
            };
        };
        responses: {
            /** @description The letter type. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LetterType"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLetterType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The letter type’s id. */
                letter_type_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter type. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LetterType"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLetterType: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The letter type’s id. */
                letter_type_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `letter_type_deletion_receipt`. */
                            object: string;
                            /** @description The removed letter type’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["LetterType"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLetterType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The letter type’s id. */
                letter_type_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["LetterTypePatch"];
            };
        };
        responses: {
            /** @description The letter type. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LetterType"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLetterPartColourSelections: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the letter type’s selections. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["LetterPartColourSelection"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLetterPartColourSelection: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LetterPartColourSelectionCreate"];
            };
        };
        responses: {
            /** @description The selection. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LetterPartColourSelection"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrLetterPartTakenOrLetterPartNotDeclaredOrCustomerTextNotSupportedOrFieldNotUsedByLetterPart"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateLetterPartColourSelectionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LetterPartColourSelectionCreate"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /**
                             * @description What kind of object this is: always `letter_part_colour_selection_validation`.
                             * @enum {string}
                             */
                            object: "letter_part_colour_selection_validation";
                            /**
                             * @description The operation checked: always `create`.
                             * @enum {string}
                             */
                            operation: "create";
                            /** @description The id of the customiser the letter type belongs to. */
                            customiser_id: number;
                            /** @description The id of the letter type. */
                            letter_type_id: number;
                            /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                            letter_part: string;
                            /** @description Always true: the operation would succeed now (a request that would fail answers its problem instead). Advisory: nothing was written, and a later change may still refuse it. */
                            valid: boolean;
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrLetterPartTakenOrLetterPartNotDeclaredOrCustomerTextNotSupportedOrFieldNotUsedByLetterPart"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLetterPartColourSelection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
                /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                letter_part: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The selection. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LetterPartColourSelection"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLetterPartColourSelection: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
                /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                letter_part: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /**
                             * @description What kind of object this is: always `letter_part_colour_selection_deletion_receipt`.
                             * @enum {string}
                             */
                            object: "letter_part_colour_selection_deletion_receipt";
                            /** @description The id of the customiser the letter type belongs to. */
                            customiser_id: number;
                            /** @description The id of the letter type. */
                            letter_type_id: number;
                            /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                            letter_part: string;
                            /**
                             * @description Always true: the selection is gone for good.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["LetterPartColourSelection"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrLetterPartNotDeletable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLetterPartColourSelection: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
                /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                letter_part: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["LetterPartColourSelectionPatch"];
            };
        };
        responses: {
            /** @description The selection. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["LetterPartColourSelection"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrCustomerTextNotSupportedOrFieldNotUsedByLetterPart"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateLetterPartColourDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The id of one of the customiser’s letter types. */
                letter_type_id: number;
                /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                letter_part: string;
                /** @description The id of the colour whose removal from the part is checked. */
                colour_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /**
                             * @description What kind of object this is: always `letter_part_colour_validation`.
                             * @enum {string}
                             */
                            object: "letter_part_colour_validation";
                            /**
                             * @description The operation checked: always `delete` (of the colour from the part).
                             * @enum {string}
                             */
                            operation: "delete";
                            /** @description The id of the customiser the letter type belongs to. */
                            customiser_id: number;
                            /** @description The id of the letter type. */
                            letter_type_id: number;
                            /** @description The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores. */
                            letter_part: string;
                            /** @description The id of the colour whose removal was checked. */
                            colour_id: number;
                            /** @description Always true: the operation would succeed now (a request that would fail answers its problem instead). Advisory: nothing was written, and a later change may still refuse it. */
                            valid: boolean;
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["ResourceInUse"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMaterials: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The material rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Material"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMaterial: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialCreate"];
            };
        };
        responses: {
            /** @description The material. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Material"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMaterial: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The material’s id. */
                material_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The material. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Material"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMaterial: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The material’s id. */
                material_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `material_deletion_receipt`. */
                            object: string;
                            /** @description The removed material’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Material"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMaterial: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The material’s id. */
                material_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["MaterialPatch"];
            };
        };
        responses: {
            /** @description The material. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Material"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMountingColours: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mounting colour rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["MountingColour"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMountingColour: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MountingColourCreate"];
            };
        };
        responses: {
            /** @description The mounting colour. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["MountingColour"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMountingColour: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The mounting colour’s id. */
                mounting_colour_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mounting colour. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["MountingColour"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMountingColour: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The mounting colour’s id. */
                mounting_colour_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `mounting_colour_deletion_receipt`. */
                            object: string;
                            /** @description The removed mounting colour’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["MountingColour"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMountingColour: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The mounting colour’s id. */
                mounting_colour_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["MountingColourPatch"];
            };
        };
        responses: {
            /** @description The mounting colour. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["MountingColour"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMountings: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mounting rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Mounting"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMounting: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MountingCreate"];
            };
        };
        responses: {
            /** @description The mounting. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Mounting"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMounting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The mounting’s id. */
                mounting_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mounting. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Mounting"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMounting: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The mounting’s id. */
                mounting_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `mounting_deletion_receipt`. */
                            object: string;
                            /** @description The removed mounting’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Mounting"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMounting: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The mounting’s id. */
                mounting_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["MountingPatch"];
            };
        };
        responses: {
            /** @description The mounting. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Mounting"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPresets: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved preset rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Preset"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPreset: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresetCreate"];
            };
        };
        responses: {
            /** @description The saved preset. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Preset"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPreset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The saved preset’s id. */
                preset_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved preset. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Preset"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePreset: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The saved preset’s id. */
                preset_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `preset_deletion_receipt`. */
                            object: string;
                            /** @description The removed saved preset’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Preset"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePreset: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The saved preset’s id. */
                preset_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["PresetPatch"];
            };
        };
        responses: {
            /** @description The saved preset. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Preset"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomiserPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricing document. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceCustomiserPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomiserPricingInput"];
            };
        };
        responses: {
            /** @description The pricing document. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomiserPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["CustomiserPricingPatch"];
            };
        };
        responses: {
            /** @description The pricing document. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateCustomiserPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomiserPricingInput"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["PricingValidation"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["ResourceInUse"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomiserPricingVersions: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of versions, newest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["CustomiserPricingVersion"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursorOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomiserPricingVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The version’s number: 1 is the document as first made, each write one more. */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version, with its document. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserPricingVersionWithDocument"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCustomiserPricingVersion: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The version’s number: 1 is the document as first made, each write one more. */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricing document. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrLegacyPricingModel"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    synchroniseProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSynchronisation"];
            };
        };
        responses: {
            /** @description The product. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Product"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrStoreProductIdConflictOrStoreCurrencyUnavailable"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Product"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The product’s id. */
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Product"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomiserSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserSettings"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomiserSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["CustomiserSettingsPatch"];
            };
        };
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["CustomiserSettings"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSizes: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The size rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Size"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSize: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SizeCreate"];
            };
        };
        responses: {
            /** @description The size. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Size"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The size’s id. */
                size_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The size. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Size"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSize: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The size’s id. */
                size_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `size_deletion_receipt`. */
                            object: string;
                            /** @description The removed size’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["Size"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSize: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The size’s id. */
                size_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["SizePatch"];
            };
        };
        responses: {
            /** @description The size. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Size"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSupportFinishes: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The support finish rows, oldest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSupportFinish: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportFinishCreate"];
            };
        };
        responses: {
            /** @description The support finish. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrFormTypeNotSupported"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSupportFinish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The support finish’s id. */
                support_finish_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The support finish. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSupportFinish: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The support finish’s id. */
                support_finish_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: {
                            /** @description What kind of object this is: always `support_finish_deletion_receipt`. */
                            object: string;
                            /** @description The removed support finish’s id. */
                            id: number;
                            /** @description The id of the customiser it belonged to. */
                            customiser_id: number;
                            /**
                             * @description Always true: the row is gone for good, and later reads answer 404.
                             * @enum {boolean}
                             */
                            deleted: true;
                            /** @description The record as it was when it was removed. */
                            resource: components["schemas"]["SupportFinish"];
                        } & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSupportFinish: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The customiser’s id. One of another store answers 404, as an unknown id does. */
                customiser_id: number;
                /** @description The support finish’s id. */
                support_finish_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["SupportFinishPatch"];
            };
        };
        responses: {
            /** @description The support finish. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                /** @description Only orders created strictly after this ISO 8601 timestamp (with an offset) or date (midnight UTC). */
                "filter[created_after]"?: string;
                /** @description Only orders created strictly before this ISO 8601 timestamp (with an offset) or date (midnight UTC). */
                "filter[created_before]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Order"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreate"];
            };
        };
        responses: {
            /** @description The order. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Order"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrOrderExistsOrStoreCurrencyUnavailable"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The order’s id. */
                order_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Order"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendOrderEmail: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The order’s id. */
                order_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is queued. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["OrderEmailResend"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                /** @description Only quote requests created strictly after this ISO 8601 timestamp (with an offset) or date (midnight UTC). */
                "filter[created_after]"?: string;
                /** @description Only quote requests created strictly before this ISO 8601 timestamp (with an offset) or date (midnight UTC). */
                "filter[created_before]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of quote requests. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["Quote"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The quote request’s id. */
                quote_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote request. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Quote"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuoteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The quote request’s id. */
                quote_id: number;
                /** @description The id of one of the quote’s files (`upl_` and 16 letters, digits, `_` or `-`). */
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthenticatedStore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Store"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadDeclaration"];
            };
        };
        responses: {
            /** @description The upload, with its target. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Upload"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadTypeNotAllowedOrUploadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The upload’s id (`upl_…`). */
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["Upload"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEventTypes: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of event types, in catalogue order. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["WebhookEventType"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookSubscriptions: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["WebhookSubscription"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionCreate"];
            };
        };
        responses: {
            /** @description The subscription, with its secret. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookSubscriptionWithSecret"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, with no body, if the resource’s ETag is one of these. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookSubscription"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description If-None-Match names the resource’s current ETag: the copy the client holds is current. No body. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletion receipt. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookSubscriptionDeletionReceipt"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["WebhookSubscriptionPatch"];
            };
        };
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookSubscription"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                /** @description Only deliveries in this state. */
                "filter[status]"?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This page of the collection, in the listing’s order. */
                        data: (components["schemas"]["WebhookDelivery"] & components["schemas"]["Livemode"])[];
                        /** @description Where this page is in the collection. */
                        pagination: components["schemas"]["Pagination"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["PageLinks"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrUnknownFilterOrInvalidParameterOrInvalidCursor"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
                /** @description The delivery’s id, from the subscription’s log. */
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending again. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookDelivery"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrWebhookSubscriptionDisabled"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSubscriptionSecret: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key": string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, with its new secret. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookSubscriptionWithSecret"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path. */
                "Idempotency-Key"?: string;
                /** @description Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description The webhook subscription’s id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description The test event’s delivery, due at once, as the delivery log shows it. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resource. */
                        data: components["schemas"]["WebhookDelivery"] & components["schemas"]["Livemode"];
                        /** @description Links about this answer. */
                        links: components["schemas"]["Links"];
                        /** @description Facts about this answer rather than the resource. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKeyOrInvalidPath"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrWebhookSubscriptionDisabled"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    orderCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: unique per event, the same on every retry. Deduplicate on it. */
                "x-webhook-id": string;
                /** @description Unix seconds when this attempt was signed. Refuse one more than 300 s from your clock. */
                "x-webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<raw body>`; two, separated by a space, during a secret rotation. */
                "x-webhook-signature": string;
                /** @description Same as x-webhook-id (Standard Webhooks name). */
                "webhook-id": string;
                /** @description Same as x-webhook-timestamp (Standard Webhooks name). */
                "webhook-timestamp": string;
                /** @description Same as x-webhook-signature (Standard Webhooks name). */
                "webhook-signature": string;
                /** @description The topic, e.g. `order:created`, to route on before parsing. Not signed: the body (its one top-level member) says the same. */
                "x-webhook-topic": string;
                /** @description Same as x-webhook-topic. */
                "webhook-topic": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order": {
                 *         "order_id": 41,
                 *         "order_number": 1001,
                 *         "external_order_number": "#EX-1001",
                 *         "external_id": "example-order-1001",
                 *         "order_total": 26395,
                 *         "app_total": 24900,
                 *         "currency": "EUR",
                 *         "shipping_line": "Standard shipping",
                 *         "billing_address": {
                 *           "first_name": "Ada",
                 *           "last_name": "Example",
                 *           "company": "Example Signs Ltd",
                 *           "address_1": "1 Example Street",
                 *           "address_2": "",
                 *           "city": "Dublin",
                 *           "state": "",
                 *           "postcode": "D02 X285",
                 *           "country": "IE",
                 *           "phone": "+353 1 555 0100",
                 *           "email": "ada@example.com",
                 *           "created_at": "2026-11-20T09:30:00.000Z",
                 *           "updated_at": "2026-11-20T09:30:00.000Z"
                 *         },
                 *         "shipping_address": {
                 *           "first_name": "Ada",
                 *           "last_name": "Example",
                 *           "company": "Example Signs Ltd",
                 *           "address_1": "1 Example Street",
                 *           "address_2": "",
                 *           "city": "Dublin",
                 *           "state": "",
                 *           "postcode": "D02 X285",
                 *           "country": "IE",
                 *           "phone": "+353 1 555 0100",
                 *           "email": "ada@example.com",
                 *           "created_at": "2026-11-20T09:30:00.000Z",
                 *           "updated_at": "2026-11-20T09:30:00.000Z"
                 *         },
                 *         "customer": {
                 *           "first_name": "Ada",
                 *           "last_name": "Example",
                 *           "phone": "+353 1 555 0100",
                 *           "email": "ada@example.com",
                 *           "external_id": "example-customer-7",
                 *           "created_at": "2026-11-20T09:30:00.000Z",
                 *           "updated_at": "2026-11-20T09:30:00.000Z"
                 *         },
                 *         "products": [
                 *           {
                 *             "product_id": 12,
                 *             "title": "OPEN neon sign",
                 *             "description": "Text: OPEN\nFont: Marquee\nColour: Warm white",
                 *             "description_html": "<ul><li>Text: OPEN</li><li>Font: Marquee</li><li>Colour: Warm white</li></ul>",
                 *             "external_id": "example-product-12",
                 *             "external_data": {
                 *               "customisations": [
                 *                 {
                 *                   "key": "text",
                 *                   "label": "Text",
                 *                   "value": "OPEN"
                 *                 },
                 *                 {
                 *                   "key": "font",
                 *                   "label": "Font",
                 *                   "value": "Marquee"
                 *                 },
                 *                 {
                 *                   "key": "colour",
                 *                   "label": "Colour",
                 *                   "value": "Warm white"
                 *                 }
                 *               ],
                 *               "design": {
                 *                 "lines": [
                 *                   "OPEN"
                 *                 ],
                 *                 "font_id": 8,
                 *                 "size_id": 21,
                 *                 "colour_id": 34,
                 *                 "price": {
                 *                   "total": 24900,
                 *                   "currency": "EUR"
                 *                 }
                 *               },
                 *               "dimensions": {
                 *                 "width_cm": 60,
                 *                 "height_cm": 25,
                 *                 "length_cm": null
                 *               },
                 *               "artwork": {
                 *                 "preview_image_url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg",
                 *                 "svg_url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg"
                 *               }
                 *             },
                 *             "price": 24900,
                 *             "compare_price": 29900,
                 *             "customiser_id": 3,
                 *             "logo_upload_id": null,
                 *             "product_image_url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg",
                 *             "uploads": [
                 *               {
                 *                 "url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg",
                 *                 "type": "product_image",
                 *                 "path": "design-previews/example-open-sign.svg"
                 *               }
                 *             ],
                 *             "created_at": "2026-11-20T09:30:00.000Z",
                 *             "updated_at": "2026-11-20T09:30:00.000Z",
                 *             "quantity": 1,
                 *             "unit_price": 24900
                 *           }
                 *         ],
                 *         "created_at": "2026-11-20T09:31:12.000Z",
                 *         "updated_at": "2026-11-20T09:31:12.000Z"
                 *       },
                 *       "livemode": true
                 *     }
                 */
                "application/json": {
                    /** @description The order. */
                    order: {
                        /** @description The order’s id, unique within the store (GET /api/v3/orders/{order_id}). */
                        order_id: number;
                        /** @description The order’s number in the store, given by the service, increasing. */
                        order_number: number;
                        /** @description The order number the integration’s shop shows; empty when none was given. */
                        external_order_number: string;
                        /** @description The integration’s own id of the order. */
                        external_id: string;
                        /** @description What the integration charged for the order, in minor units of `currency` (cents for USD). */
                        order_total: number;
                        /** @description The sum of `unit_price` × `quantity` over the products, in minor units of `currency`. */
                        app_total: number;
                        /** @description The ISO 4217 code of the order’s currency (the store’s). */
                        currency: string;
                        /** @description The shipping method as the integration’s shop named it; empty when none was given. */
                        shipping_line: string;
                        /** @description Where the bill goes; every member empty when none was given. */
                        billing_address: {
                            /** @description The first (given) name; empty when none was given. */
                            first_name: string;
                            /** @description The last (family) name; empty when none was given. */
                            last_name: string;
                            /** @description The company name; empty when none was given. */
                            company: string;
                            /** @description The first line of the street address; empty when none was given. */
                            address_1: string;
                            /** @description The second line of the street address; empty when none was given. */
                            address_2: string;
                            /** @description The city or town; empty when none was given. */
                            city: string;
                            /** @description The state, province or region, as given; empty when none was given. */
                            state: string;
                            /** @description The postal code; empty when none was given. */
                            postcode: string;
                            /** @description The country, as given (a code or a name); empty when none was given. */
                            country: string;
                            /** @description The phone number, as given; empty when none was given. */
                            phone: string;
                            /** @description The email address, as given; empty when none was given. */
                            email: string;
                            /**
                             * Format: date-time
                             * @description When it was created: an ISO 8601 timestamp in UTC.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it was last changed: an ISO 8601 timestamp in UTC.
                             */
                            updated_at: string;
                        };
                        /** @description Where the order ships; every member empty when none was given. */
                        shipping_address: {
                            /** @description The first (given) name; empty when none was given. */
                            first_name: string;
                            /** @description The last (family) name; empty when none was given. */
                            last_name: string;
                            /** @description The company name; empty when none was given. */
                            company: string;
                            /** @description The first line of the street address; empty when none was given. */
                            address_1: string;
                            /** @description The second line of the street address; empty when none was given. */
                            address_2: string;
                            /** @description The city or town; empty when none was given. */
                            city: string;
                            /** @description The state, province or region, as given; empty when none was given. */
                            state: string;
                            /** @description The postal code; empty when none was given. */
                            postcode: string;
                            /** @description The country, as given (a code or a name); empty when none was given. */
                            country: string;
                            /** @description The phone number, as given; empty when none was given. */
                            phone: string;
                            /** @description The email address, as given; empty when none was given. */
                            email: string;
                            /**
                             * Format: date-time
                             * @description When it was created: an ISO 8601 timestamp in UTC.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it was last changed: an ISO 8601 timestamp in UTC.
                             */
                            updated_at: string;
                        };
                        /** @description Who ordered. */
                        customer: {
                            /** @description The first (given) name; empty when none was given. */
                            first_name: string;
                            /** @description The last (family) name; empty when none was given. */
                            last_name: string;
                            /** @description The phone number, as given; empty when none was given. */
                            phone: string;
                            /** @description The email address, as given; empty when none was given. */
                            email: string;
                            /** @description The integration’s own id of the customer; empty when none was given. */
                            external_id: string;
                            /**
                             * Format: date-time
                             * @description When it was created: an ISO 8601 timestamp in UTC.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it was last changed: an ISO 8601 timestamp in UTC.
                             */
                            updated_at: string;
                        };
                        /** @description The lines of the order: each product as it was when ordered, with its quantity and price. */
                        products: {
                            /** @description The product id of this service. */
                            product_id: number;
                            /** @description The product’s title. */
                            title: string;
                            /** @description The product’s description as plain text; empty for none. */
                            description: string;
                            /** @description The same as HTML for a shop’s product page: a list of the customisations of a designed product, else the description in a paragraph. */
                            description_html: string;
                            /** @description The integration’s own id of the product; empty until it has one. */
                            external_id: string;
                            /** @description What the sign is made from: its customisations, the design, its dimensions and its artwork. */
                            external_data: {
                                /** @description The choices the sign was made with, in the order shown. */
                                customisations: {
                                    /** @description What was chosen, as a stable key (`font`). */
                                    key: string;
                                    /** @description The same, as shoppers read it (`Font`). */
                                    label: string;
                                    /** @description The choice (`Pacifico`). */
                                    value: string;
                                }[];
                                /** @description The shopper’s design, with its price; null for a synchronised product. */
                                design: Record<string, never> | null;
                                /** @description The sign’s dimensions. */
                                dimensions: {
                                    /** @description The sign’s width in centimetres; null when not known. */
                                    width_cm: number | null;
                                    /** @description The sign’s height in centimetres; null when not known. */
                                    height_cm: number | null;
                                    /** @description The sign’s depth in centimetres; null when not known. */
                                    length_cm: number | null;
                                };
                                /** @description URLs of the artwork files, by kind. */
                                artwork: {
                                    [key: string]: string;
                                } | null;
                            };
                            /** @description The product’s price, in minor units of the store’s currency (cents for USD). */
                            price: number;
                            /** @description The price it is compared with, in minor units of the store’s currency (cents for USD); 0 for none. */
                            compare_price: number;
                            /** @description The id of the customiser the product was designed with. */
                            customiser_id: number;
                            /** @description Always null for now: no design takes a logo file yet. */
                            logo_upload_id: number | null;
                            /** @description A picture of the finished sign: an absolute URL, or empty when there is none. */
                            product_image_url: string;
                            /** @description The files the service keeps for the product (a finished design’s picture). */
                            uploads: {
                                /** @description Where the file is published: an absolute URL. */
                                url: string;
                                /** @description What the file is: `product_image` seen; expected to grow. */
                                type: string;
                                /** @description The stored path of the upload. */
                                path: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description When it was created: an ISO 8601 timestamp in UTC.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it was last changed: an ISO 8601 timestamp in UTC.
                             */
                            updated_at: string;
                            /** @description How many of the product were ordered. */
                            quantity: number;
                            /** @description The price of one item as ordered, in minor units of the order’s currency; the product’s own price is `price`. */
                            unit_price: number;
                        }[];
                        /**
                         * Format: date-time
                         * @description When it was created: an ISO 8601 timestamp in UTC.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When it was last changed: an ISO 8601 timestamp in UTC.
                         */
                        updated_at: string;
                    };
                    /** @description True for live data; false for an event of the store’s test data (made with a test key or the test storefront key). */
                    livemode: boolean;
                };
            };
        };
        responses: {
            /** @description Received; answer this body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true: the order was received.
                         * @constant
                         */
                        ok: true;
                    };
                };
            };
            /** @description Gone: disables the subscription. Never answer 410 to a delivery that failed verification. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    productCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: unique per event, the same on every retry. Deduplicate on it. */
                "x-webhook-id": string;
                /** @description Unix seconds when this attempt was signed. Refuse one more than 300 s from your clock. */
                "x-webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<raw body>`; two, separated by a space, during a secret rotation. */
                "x-webhook-signature": string;
                /** @description Same as x-webhook-id (Standard Webhooks name). */
                "webhook-id": string;
                /** @description Same as x-webhook-timestamp (Standard Webhooks name). */
                "webhook-timestamp": string;
                /** @description Same as x-webhook-signature (Standard Webhooks name). */
                "webhook-signature": string;
                /** @description The topic, e.g. `order:created`, to route on before parsing. Not signed: the body (its one top-level member) says the same. */
                "x-webhook-topic": string;
                /** @description Same as x-webhook-topic. */
                "webhook-topic": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": {
                 *         "product_id": 12,
                 *         "title": "OPEN neon sign",
                 *         "description": "Text: OPEN\nFont: Marquee\nColour: Warm white",
                 *         "description_html": "<ul><li>Text: OPEN</li><li>Font: Marquee</li><li>Colour: Warm white</li></ul>",
                 *         "external_id": "",
                 *         "external_data": {
                 *           "customisations": [
                 *             {
                 *               "key": "text",
                 *               "label": "Text",
                 *               "value": "OPEN"
                 *             },
                 *             {
                 *               "key": "font",
                 *               "label": "Font",
                 *               "value": "Marquee"
                 *             },
                 *             {
                 *               "key": "colour",
                 *               "label": "Colour",
                 *               "value": "Warm white"
                 *             }
                 *           ],
                 *           "design": {
                 *             "lines": [
                 *               "OPEN"
                 *             ],
                 *             "font_id": 8,
                 *             "size_id": 21,
                 *             "colour_id": 34,
                 *             "price": {
                 *               "total": 24900,
                 *               "currency": "EUR"
                 *             }
                 *           },
                 *           "dimensions": {
                 *             "width_cm": 60,
                 *             "height_cm": 25,
                 *             "length_cm": null
                 *           },
                 *           "artwork": {
                 *             "preview_image_url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg",
                 *             "svg_url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg"
                 *           }
                 *         },
                 *         "price": 24900,
                 *         "compare_price": 29900,
                 *         "customiser_id": 3,
                 *         "logo_upload_id": null,
                 *         "product_image_url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg",
                 *         "uploads": [
                 *           {
                 *             "url": "https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg",
                 *             "type": "product_image"
                 *           }
                 *         ],
                 *         "created_at": "2026-11-20T09:30:00.000Z",
                 *         "updated_at": "2026-11-20T09:30:00.000Z"
                 *       },
                 *       "livemode": true
                 *     }
                 */
                "application/json": {
                    /** @description The product the finished design became. */
                    product: {
                        /** @description The product id of this service. */
                        product_id: number;
                        /** @description The product’s title. */
                        title: string;
                        /** @description The product’s description as plain text; empty for none. */
                        description: string;
                        /** @description The same as HTML for a shop’s product page: a list of the customisations of a designed product, else the description in a paragraph. */
                        description_html: string;
                        /** @description The integration’s own id of the product; empty until it has one. */
                        external_id: string;
                        /** @description What the sign is made from: its customisations, the design, its dimensions and its artwork. */
                        external_data: {
                            /** @description The choices the sign was made with, in the order shown. */
                            customisations: {
                                /** @description What was chosen, as a stable key (`font`). */
                                key: string;
                                /** @description The same, as shoppers read it (`Font`). */
                                label: string;
                                /** @description The choice (`Pacifico`). */
                                value: string;
                            }[];
                            /** @description The shopper’s design, with its price; null for a synchronised product. */
                            design: Record<string, never> | null;
                            /** @description The sign’s dimensions. */
                            dimensions: {
                                /** @description The sign’s width in centimetres; null when not known. */
                                width_cm: number | null;
                                /** @description The sign’s height in centimetres; null when not known. */
                                height_cm: number | null;
                                /** @description The sign’s depth in centimetres; null when not known. */
                                length_cm: number | null;
                            };
                            /** @description URLs of the artwork files, by kind. */
                            artwork: {
                                [key: string]: string;
                            } | null;
                        };
                        /** @description The product’s price, in minor units of the store’s currency (cents for USD). */
                        price: number;
                        /** @description The price it is compared with, in minor units of the store’s currency (cents for USD); 0 for none. */
                        compare_price: number;
                        /** @description The id of the customiser the product was designed with. */
                        customiser_id: number;
                        /** @description Always null for now: no design takes a logo file yet. */
                        logo_upload_id: number | null;
                        /** @description A picture of the finished sign: an absolute URL, or empty when there is none. */
                        product_image_url: string;
                        /** @description The files the service keeps for the product (a finished design’s picture). */
                        uploads: {
                            /** @description Where the file is published: an absolute URL. */
                            url: string;
                            /** @description What the file is: `product_image` seen; expected to grow. */
                            type: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description When it was created: an ISO 8601 timestamp in UTC.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When it was last changed: an ISO 8601 timestamp in UTC.
                         */
                        updated_at: string;
                    };
                    /** @description True for live data; false for an event of the store’s test data (made with a test key or the test storefront key). */
                    livemode: boolean;
                };
            };
        };
        responses: {
            /** @description Received; answer this body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Your product id; later sent as the product reference when creating orders. */
                        external_id: string;
                    };
                };
            };
            /** @description Gone: disables the subscription. Never answer 410 to a delivery that failed verification. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    formSubmittedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: unique per event, the same on every retry. Deduplicate on it. */
                "x-webhook-id": string;
                /** @description Unix seconds when this attempt was signed. Refuse one more than 300 s from your clock. */
                "x-webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<raw body>`; two, separated by a space, during a secret rotation. */
                "x-webhook-signature": string;
                /** @description Same as x-webhook-id (Standard Webhooks name). */
                "webhook-id": string;
                /** @description Same as x-webhook-timestamp (Standard Webhooks name). */
                "webhook-timestamp": string;
                /** @description Same as x-webhook-signature (Standard Webhooks name). */
                "webhook-signature": string;
                /** @description The topic, e.g. `order:created`, to route on before parsing. Not signed: the body (its one top-level member) says the same. */
                "x-webhook-topic": string;
                /** @description Same as x-webhook-topic. */
                "webhook-topic": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "form_submission": {
                 *         "form_id": 5,
                 *         "customiser_id": 3,
                 *         "answers": [
                 *           {
                 *             "field_id": "message",
                 *             "name": "Your message",
                 *             "value": "Could you make the OPEN sign 80 cm wide?"
                 *           },
                 *           {
                 *             "field_id": "outdoor",
                 *             "name": "For outdoor use",
                 *             "value": false
                 *           }
                 *         ],
                 *         "files": [],
                 *         "contact": {
                 *           "name": "Ada Example",
                 *           "email": "ada@example.com",
                 *           "phone": null
                 *         },
                 *         "submitted_at": "2026-11-20T09:31:12.000Z"
                 *       },
                 *       "livemode": true
                 *     }
                 */
                "application/json": {
                    /** @description The submission. */
                    form_submission: {
                        /** @description The id of the form that was filled in. */
                        form_id: number;
                        /** @description The id of the customiser the form belongs to. */
                        customiser_id: number;
                        /** @description The answers, in the form’s order of questions. */
                        answers: {
                            /** @description The id (a UUID) of the form question answered. */
                            field_id: string;
                            /** @description The field’s name when submitted. */
                            name: string;
                            /** @description The answer: text, a number, true for a ticked checkbox, the options chosen of a question taking several, or null when left blank. */
                            value: string | number | boolean | string[] | null;
                        }[];
                        /** @description The files the shopper attached. */
                        files: {
                            /** @description The id of the upload the file came in (`upl_…`). */
                            upload_id: string;
                            /** @description The file’s name as the shopper sent it. */
                            filename: string;
                            /** @description The file’s media type (`image/png`). */
                            content_type: string;
                            /** @description The file’s size in bytes. */
                            byte_size: number;
                            /** @description Where the bytes are served (GET, with `quotes:read`). */
                            url: string;
                        }[];
                        /** @description How to reach the shopper, read from the answers the form marks as contact details. */
                        contact: {
                            /** @description The shopper’s name, from the question marked as the name; null when none. */
                            name: string | null;
                            /** @description The shopper’s email address, from the question marked as the email (or the first email question); null when none. */
                            email: string | null;
                            /** @description The shopper’s phone number, from the question marked as the phone; null when none. */
                            phone: string | null;
                        };
                        /**
                         * Format: date-time
                         * @description When the form was submitted: an ISO 8601 timestamp in UTC.
                         */
                        submitted_at: string;
                    };
                    /** @description True for live data; false for an event of the store’s test data (made with a test key or the test storefront key). */
                    livemode: boolean;
                };
            };
        };
        responses: {
            /** @description Received; any 2xx answer will do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disables the subscription. Never answer 410 to a delivery that failed verification. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
