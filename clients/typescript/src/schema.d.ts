// Generated from the Store API v3 OpenAPI document by openapi-typescript: do not edit.
// Regenerate with `npm run client:generate`; a test fails while this file is stale.

export interface paths {
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
         * @description Creates an inactive customiser; pricing model, sign category and product family are fixed at creation. Scopes: `customisers:write`. `Idempotency-Key` required.
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
         * @description Update a customiser (JSON merge patch of name and selection_mode) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Update customiser settings (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateCustomiserSettings"];
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
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a letter-part colour selection
         * @description Delete a letter-part colour selection Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLetterPartColourSelection"];
        options?: never;
        head?: never;
        patch?: never;
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
         * @description Removes the backboard for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteBackboard"];
        options?: never;
        head?: never;
        /**
         * Update a backboard (JSON merge patch)
         * @description Update a backboard (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateBackboard"];
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
         * @description Removes the backlight for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteBacklight"];
        options?: never;
        head?: never;
        /**
         * Update a backlight (JSON merge patch)
         * @description Update a backlight (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the colour for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteColour"];
        options?: never;
        head?: never;
        /**
         * Update a colour (JSON merge patch)
         * @description Update a colour (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the extra for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteExtra"];
        options?: never;
        head?: never;
        /**
         * Update a extra (JSON merge patch)
         * @description Update a extra (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateExtra"];
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
         * @description Removes the font for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteFont"];
        options?: never;
        head?: never;
        /**
         * Update a font (JSON merge patch)
         * @description Update a font (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateFont"];
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
         * @description Removes the font tier for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteFontTier"];
        options?: never;
        head?: never;
        /**
         * Update a font tier (JSON merge patch)
         * @description Update a font tier (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateFontTier"];
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
         * @description Removes the form for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteForm"];
        options?: never;
        head?: never;
        /**
         * Update a form (JSON merge patch)
         * @description Update a form (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the icon for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteIcon"];
        options?: never;
        head?: never;
        /**
         * Update a icon (JSON merge patch)
         * @description Update a icon (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the jacket for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteJacket"];
        options?: never;
        head?: never;
        /**
         * Update a jacket (JSON merge patch)
         * @description Update a jacket (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the label for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLabel"];
        options?: never;
        head?: never;
        /**
         * Update a label (JSON merge patch)
         * @description Update a label (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the language for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLanguage"];
        options?: never;
        head?: never;
        /**
         * Update a language (JSON merge patch)
         * @description Update a language (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the legacy fixed-height size for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLegacySize"];
        options?: never;
        head?: never;
        /**
         * Update a legacy fixed-height size (JSON merge patch)
         * @description Update a legacy fixed-height size (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the length pricing for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `pricing:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLengthPricing"];
        options?: never;
        head?: never;
        /**
         * Update a length pricing (JSON merge patch)
         * @description Update a length pricing (JSON merge patch) Scopes: `pricing:write`. `Idempotency-Key` optional.
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
         * @description Removes the letter type for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteLetterType"];
        options?: never;
        head?: never;
        /**
         * Update a letter type (JSON merge patch)
         * @description Update a letter type (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateLetterType"];
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
         * @description Removes the material for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteMaterial"];
        options?: never;
        head?: never;
        /**
         * Update a material (JSON merge patch)
         * @description Update a material (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the mounting colour for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteMountingColour"];
        options?: never;
        head?: never;
        /**
         * Update a mounting colour (JSON merge patch)
         * @description Update a mounting colour (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the mounting for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteMounting"];
        options?: never;
        head?: never;
        /**
         * Update a mounting (JSON merge patch)
         * @description Update a mounting (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the saved preset for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deletePreset"];
        options?: never;
        head?: never;
        /**
         * Update a saved preset (JSON merge patch)
         * @description Update a saved preset (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updatePreset"];
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
         * @description Removes the size for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteSize"];
        options?: never;
        head?: never;
        /**
         * Update a size (JSON merge patch)
         * @description Update a size (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
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
         * @description Removes the support finish for good and answers a deletion receipt with the removed record; refused with 409 while anything references it. Scopes: `customisers:write`. `Idempotency-Key` required.
         */
        delete: operations["deleteSupportFinish"];
        options?: never;
        head?: never;
        /**
         * Update a support finish (JSON merge patch)
         * @description Update a support finish (JSON merge patch) Scopes: `customisers:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateSupportFinish"];
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
         * @description Arrays replace wholesale; an entry with size_id or price_list_id updates in place, one without creates. The patched result is validated and persisted as a full replacement; omitting sizes that fonts still reference is 409 with pointer /sizes, even where the document’s price rows still name them (that 409 comes before any 422). A successful write reprices the storefront at once. Scopes: `pricing:write`. `Idempotency-Key` optional.
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
         * @description Form submissions, oldest first, stable across pages; clients deduplicate form:submitted against their id. Scopes: `quotes:read`.
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
         * @description Removes it with its delivery log; pending deliveries are dropped. Scopes: `webhooks:write`. `Idempotency-Key` optional.
         */
        delete: operations["deleteWebhookSubscription"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription (JSON merge patch of url, topics, description and enabled)
         * @description enabled false stops deliveries (pending ones wait); enabled true clears disabled_reason, whatever turned it off (a 410, days of failures), and resumes them. description null clears it. Scopes: `webhooks:write`. `Idempotency-Key` optional.
         */
        patch: operations["updateWebhookSubscription"];
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
         * @description Due at once, with the same x-webhook-id and body, on a fresh retry schedule. Refused while the subscription is disabled. Scopes: `webhooks:write`. `Idempotency-Key` optional.
         */
        post: operations["redeliverWebhookDelivery"];
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
         * @description Sends the subscription the example body of one of its topics (the example of GET /api/v3/webhook-event-types), under a new x-webhook-id, signed with its secret: a delivery like any other, retried on failure and shown in the delivery log with test_event true. The same request again sends another test event, unless it repeats an Idempotency-Key. Refused while the subscription is disabled. Scopes: `webhooks:write`. `Idempotency-Key` optional.
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
            /** Format: uri */
            type: string;
            title: string;
            status: number;
            code: string;
            detail: string;
            request_id: string;
            /** @description At most 100 items in document order; when there are more, a last item with code `more_errors` says how many (`and 1,234 more`). */
            errors?: {
                pointer?: string;
                parameter?: string;
                /** @description Why this field or parameter is wrong; each code has its page under {docs_url}/help/problems/fields/. */
                code: string;
                detail: string;
                allowed_values?: unknown[];
            }[];
        } & {
            [key: string]: unknown;
        };
        Store: {
            /** @enum {string} */
            object: "store";
            id: number;
            name: string;
            platform: string;
            plan: string;
            currency: string | null;
            integrations: components["schemas"]["Integration"][];
            scopes: string[];
            /** Format: date-time */
            created_at: string;
        };
        Integration: {
            /** @enum {string} */
            object: "integration";
            id: number;
            type: string;
            name: string;
            enabled: boolean;
            accepts_writes: boolean;
        };
        /** @description Which data a resource is: live, or the store’s test data. Read-only: a body may send it back unchanged. */
        Livemode: {
            /** @description True for live data; false for the test data a test key (`svc_test_…`) acts on. */
            livemode: boolean;
        };
        Links: {
            /** Format: uri */
            self: string;
            /** Format: uri */
            documentation: string;
        };
        Meta: {
            /** @enum {string} */
            api_version: "v3";
            request_id: string;
        };
        Customiser: {
            /** @enum {string} */
            object: "customiser";
            id: number;
            name: string;
            active: boolean;
            pricing_model: string;
            pricing_model_display_name: string;
            sign_category: string;
            product_family: string;
            /** @enum {string} */
            selection_mode: "single_style" | "per_word";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Pagination: {
            has_more: boolean;
            next_cursor: string | null;
        };
        PageLinks: {
            /** Format: uri */
            self: string;
            /** Format: uri */
            documentation: string;
            /** Format: uri */
            next: string | null;
        };
        CustomiserCreate: {
            name: string;
            /** @enum {string} */
            pricing_model: "simple_letter" | "advanced_letter" | "frame_fit";
            sign_category: string;
            product_family: string;
            /**
             * @default single_style
             * @enum {string}
             */
            selection_mode?: "single_style" | "per_word";
        };
        CustomiserPatch: {
            name?: string;
            /** @enum {string} */
            selection_mode?: "single_style" | "per_word";
            active?: unknown;
            pricing_model?: unknown;
            sign_category?: unknown;
            product_family?: unknown;
            object?: unknown;
            id?: unknown;
            pricing_model_display_name?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        CustomiserSettings: {
            /** @enum {string} */
            object: "customiser_settings";
            customiser_id: number;
            style_words_by_font_only: boolean;
            cut_as_one_piece: boolean;
            border_margin_cm: number | null;
            ai_designer_fallback_form_id: number | null;
            icon_length_pricing_id: number | null;
            multiple_fonts: boolean;
            multiple_colours: boolean;
        };
        CustomiserSettingsPatch: {
            style_words_by_font_only?: boolean;
            cut_as_one_piece?: boolean;
            border_margin_cm?: number | null;
            ai_designer_fallback_form_id?: number | null;
            icon_length_pricing_id?: number | null;
            multiple_fonts?: unknown;
            multiple_colours?: unknown;
            object?: unknown;
            customiser_id?: unknown;
        };
        BackboardValidateCreate: {
            /** @enum {string} */
            object: "backboard_validation";
            /** @enum {string} */
            operation: "create";
            customiser_id: number;
            backboard_id: string | null;
            valid: boolean;
        };
        BackboardCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default board */
            backboard_type?: string | null;
            /** @default [] */
            letter_type_ids?: number[];
            /** @default null */
            outline_size?: string | null;
            /** @default false */
            allow_multilayer?: boolean;
            /** @default false */
            custom_background_enabled?: boolean;
            /** @default false */
            show_custom_background?: boolean;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default null */
            price_per_sq_cm?: number | null;
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            button_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            geometry?: unknown;
        };
        Backboard: {
            /** @enum {string} */
            object: "backboard";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            backboard_type: string | null;
            letter_type_ids: number[];
            outline_size: string | null;
            allow_multilayer: boolean;
            custom_background_enabled: boolean;
            show_custom_background: boolean;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            price_per_sq_cm: number | null;
            sort_order: number;
            /** Format: uri */
            image_url: string | null;
            /** Format: uri */
            button_image_url: string | null;
            geometry: {
                has_custom_shape: boolean;
                status: string | null;
                failure_reason: string | null;
                measured_at: string | null;
            };
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        BackboardReorder: {
            backboard_ids: number[];
        };
        LetterPartColourSelection: {
            /** @enum {string} */
            object: "letter_part_colour_selection";
            customiser_id: number;
            letter_type_id: number;
            letter_part: string;
            name: string | null;
            description: string | null;
            optional: boolean | null;
            optional_label: string | null;
            optional_default_none: boolean;
            lightsource: boolean;
            custom_image: boolean;
            show_default_upload_image: boolean;
            show_in_text_editor: boolean;
            text_enabled: boolean;
            default_upload_image_url: string | null;
            colour_ids: number[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LetterPartColourSelectionCreate: {
            letter_part: string;
            name?: string | null;
            description?: string | null;
            optional?: boolean | null;
            optional_label?: string | null;
            optional_default_none?: boolean;
            lightsource?: boolean;
            custom_image?: boolean;
            show_default_upload_image?: boolean;
            show_in_text_editor?: boolean;
            text_enabled?: boolean;
            default_upload_image_url?: unknown;
        };
        BackboardPatch: {
            name?: string;
            description?: string | null;
            backboard_type?: string | null;
            letter_type_ids?: number[];
            outline_size?: string | null;
            allow_multilayer?: boolean;
            custom_background_enabled?: boolean;
            show_custom_background?: boolean;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            price_per_sq_cm?: number | null;
            sort_order?: number;
            /** Format: uri */
            image_url?: string | null;
            /** Format: uri */
            button_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            geometry?: unknown;
        };
        Backlight: {
            /** @enum {string} */
            object: "backlight";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            colour_type: string;
            hexcode: string | null;
            multi_colour_hexcodes: string[];
            texture: string;
            min_width_cm: number | null;
            min_height_cm: number | null;
            min_size_rule: string;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            image_url: string | null;
            /** Format: uri */
            example_image_url: string | null;
            /** Format: uri */
            texture_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        BacklightCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default single */
            colour_type?: string;
            /** @default null */
            hexcode?: string | null;
            /** @default [] */
            multi_colour_hexcodes?: string[];
            /** @default flat */
            texture?: string;
            /** @default null */
            min_width_cm?: number | null;
            /** @default null */
            min_height_cm?: number | null;
            /** @default any */
            min_size_rule?: string;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            texture_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        BacklightPatch: {
            name?: string;
            description?: string | null;
            colour_type?: string;
            hexcode?: string | null;
            multi_colour_hexcodes?: string[];
            texture?: string;
            min_width_cm?: number | null;
            min_height_cm?: number | null;
            min_size_rule?: string;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            image_url?: string | null;
            /** Format: uri */
            example_image_url?: string | null;
            /** Format: uri */
            texture_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Colour: {
            /** @enum {string} */
            object: "colour";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            colour_type: string;
            hexcode: string | null;
            multi_colour_hexcodes: string[];
            texture: string;
            min_width_cm: number | null;
            min_height_cm: number | null;
            min_size_rule: string;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            image_url: string | null;
            /** Format: uri */
            example_image_url: string | null;
            /** Format: uri */
            texture_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ColourCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default single */
            colour_type?: string;
            /** @default null */
            hexcode?: string | null;
            /** @default [] */
            multi_colour_hexcodes?: string[];
            /** @default flat */
            texture?: string;
            /** @default null */
            min_width_cm?: number | null;
            /** @default null */
            min_height_cm?: number | null;
            /** @default any */
            min_size_rule?: string;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            texture_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        ColourPatch: {
            name?: string;
            description?: string | null;
            colour_type?: string;
            hexcode?: string | null;
            multi_colour_hexcodes?: string[];
            texture?: string;
            min_width_cm?: number | null;
            min_height_cm?: number | null;
            min_size_rule?: string;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            image_url?: string | null;
            /** Format: uri */
            example_image_url?: string | null;
            /** Format: uri */
            texture_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Extra: {
            /** @enum {string} */
            object: "extra";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            colour_ids: number[];
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ExtraCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default [] */
            colour_ids?: number[];
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        ExtraPatch: {
            name?: string;
            description?: string | null;
            colour_ids?: number[];
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Font: {
            /** @enum {string} */
            object: "font";
            id: number;
            customiser_id: number;
            name: string;
            line_height: number | null;
            uses_default_line_height: boolean;
            stencil_safe: boolean;
            min_height_smallest_letter_cm: number | null;
            min_height_uppercase_letter_cm: number | null;
            font_tier_id: number | null;
            length_pricing_id: number | null;
            minimum_size_id: number | null;
            minimum_legacy_fixed_height_size_id: number | null;
            sort_order: number;
            font_file: {
                has_font_file: boolean;
                family_name: string | null;
                ttf_url: string | null;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FontCreate: {
            name: string;
            /** @default null */
            line_height?: number | null;
            /** @default true */
            uses_default_line_height?: boolean;
            /** @default false */
            stencil_safe?: boolean;
            /** @default null */
            min_height_smallest_letter_cm?: number | null;
            /** @default null */
            min_height_uppercase_letter_cm?: number | null;
            /** @default null */
            font_tier_id?: number | null;
            /** @default null */
            length_pricing_id?: number | null;
            /** @default null */
            minimum_size_id?: number | null;
            /** @default null */
            minimum_legacy_fixed_height_size_id?: number | null;
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            font_file?: unknown;
        };
        FontPatch: {
            name?: string;
            line_height?: number | null;
            uses_default_line_height?: boolean;
            stencil_safe?: boolean;
            min_height_smallest_letter_cm?: number | null;
            min_height_uppercase_letter_cm?: number | null;
            font_tier_id?: number | null;
            length_pricing_id?: number | null;
            minimum_size_id?: number | null;
            minimum_legacy_fixed_height_size_id?: number | null;
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            font_file?: unknown;
        };
        FontTier: {
            /** @enum {string} */
            object: "font_tier";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            price_multiplier: number;
            sort_order: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FontTierCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default 1 */
            price_multiplier?: number;
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        FontTierPatch: {
            name?: string;
            description?: string | null;
            price_multiplier?: number;
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Form: {
            /** @enum {string} */
            object: "form";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            form_type: string;
            button_label: string | null;
            subject: string | null;
            recipient_emails: string[];
            save_customer_details: boolean;
            post_submission_action: string;
            /**
             * Format: uri
             * @description Where the person goes after submitting: https (http only to a loopback host, in development).
             */
            redirect_url: string | null;
            fields: {
                /** Format: uuid */
                field_id?: string;
                name: string;
                input_type: string;
                /** @default false */
                required?: boolean;
                /** @default null */
                customer_field?: string | null;
                /** @default null */
                info?: string | null;
                /** @default null */
                placeholder?: string | null;
                /** @default null */
                checkbox_value?: string | null;
                /** @default null */
                min?: number | null;
                /** @default null */
                max?: number | null;
                /** @default null */
                min_date?: string | null;
                /** @default null */
                max_date?: string | null;
                /** @default false */
                allow_multiple?: boolean;
                /** @default false */
                reply_to?: boolean;
                /** @default [] */
                options?: string[];
            }[];
            sort_order: number;
            emails_enabled: boolean;
            suppressed_emails: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FormCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default quote */
            form_type?: string;
            /** @default null */
            button_label?: string | null;
            /** @default null */
            subject?: string | null;
            /** @default [] */
            recipient_emails?: string[];
            /** @default true */
            save_customer_details?: boolean;
            /** @default default */
            post_submission_action?: string;
            /**
             * Format: uri
             * @description Where the person goes after submitting: https (http only to a loopback host, in development).
             * @default null
             */
            redirect_url?: string | null;
            /** @default [] */
            fields?: {
                /** Format: uuid */
                field_id?: string;
                name: string;
                input_type: string;
                /** @default false */
                required?: boolean;
                /** @default null */
                customer_field?: string | null;
                /** @default null */
                info?: string | null;
                /** @default null */
                placeholder?: string | null;
                /** @default null */
                checkbox_value?: string | null;
                /** @default null */
                min?: number | null;
                /** @default null */
                max?: number | null;
                /** @default null */
                min_date?: string | null;
                /** @default null */
                max_date?: string | null;
                /** @default false */
                allow_multiple?: boolean;
                /** @default false */
                reply_to?: boolean;
                /** @default [] */
                options?: string[];
            }[];
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            emails_enabled?: unknown;
            suppressed_emails?: unknown;
        };
        FormPatch: {
            name?: string;
            description?: string | null;
            form_type?: string;
            button_label?: string | null;
            subject?: string | null;
            recipient_emails?: string[];
            save_customer_details?: boolean;
            post_submission_action?: string;
            /**
             * Format: uri
             * @description Where the person goes after submitting: https (http only to a loopback host, in development).
             */
            redirect_url?: string | null;
            fields?: {
                /** Format: uuid */
                field_id?: string;
                name: string;
                input_type: string;
                /** @default false */
                required?: boolean;
                /** @default null */
                customer_field?: string | null;
                /** @default null */
                info?: string | null;
                /** @default null */
                placeholder?: string | null;
                /** @default null */
                checkbox_value?: string | null;
                /** @default null */
                min?: number | null;
                /** @default null */
                max?: number | null;
                /** @default null */
                min_date?: string | null;
                /** @default null */
                max_date?: string | null;
                /** @default false */
                allow_multiple?: boolean;
                /** @default false */
                reply_to?: boolean;
                /** @default [] */
                options?: string[];
            }[];
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            emails_enabled?: unknown;
            suppressed_emails?: unknown;
        };
        Icon: {
            /** @enum {string} */
            object: "icon";
            id: number;
            customiser_id: number;
            name: string;
            /** Format: uri */
            svg_url: string | null;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        IconCreate: {
            name: string;
            /**
             * Format: uri
             * @default null
             */
            svg_url?: string | null;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        IconPatch: {
            name?: string;
            /** Format: uri */
            svg_url?: string | null;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Jacket: {
            /** @enum {string} */
            object: "jacket";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            jacket_type: string;
            excluded_colour_ids: number[];
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        JacketCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default white */
            jacket_type?: string;
            /** @default [] */
            excluded_colour_ids?: number[];
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        JacketPatch: {
            name?: string;
            description?: string | null;
            jacket_type?: string;
            excluded_colour_ids?: number[];
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Label: {
            /** @enum {string} */
            object: "label";
            id: number;
            customiser_id: number;
            name: string;
            text: string;
            sort_order: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LabelCreate: {
            name: string;
            text: string;
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        LabelPatch: {
            name?: string;
            text?: string;
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Language: {
            /** @enum {string} */
            object: "language";
            id: number;
            customiser_id: number;
            name: string;
            code: string;
            is_default: boolean;
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            missing_translations: number;
            synced_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LanguageCreate: {
            name: string;
            code: string;
            /** @default false */
            is_default?: boolean;
            /** @default {} */
            translations?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            missing_translations?: unknown;
            synced_at?: unknown;
        };
        LanguagePatch: {
            name?: string;
            code?: string;
            is_default?: boolean;
            translations?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
            missing_translations?: unknown;
            synced_at?: unknown;
        };
        LegacySize: {
            /** @enum {string} */
            object: "legacy_size";
            id: number;
            customiser_id: number;
            name: string;
            height_cm: number;
            char_limit: number | null;
            sort_order: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LegacySizeCreate: {
            name: string;
            height_cm: number;
            /** @default null */
            char_limit?: number | null;
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        LegacySizePatch: {
            name?: string;
            height_cm?: number;
            char_limit?: number | null;
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        LengthPricing: {
            /** @enum {string} */
            object: "length_pricing";
            id: number;
            customiser_id: number;
            name: string;
            letter_pricing_mode: string;
            /** @enum {string} */
            letter_pricing_method: "material_length" | "fixed_letter";
            shipping: {
                calculation: string;
                volumetric_divisor: number | null;
                add_weight_to_product: boolean;
            };
            rows: {
                /** @default null */
                length_limit_cm?: number | null;
                /** @default 0 */
                price_per_cm?: number;
                /** @default 0 */
                base_price?: number;
            }[];
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LengthPricingCreate: {
            name: string;
            /** @default price_by_position */
            letter_pricing_mode?: string;
            /**
             * @default material_length
             * @enum {string}
             */
            letter_pricing_method?: "material_length" | "fixed_letter";
            /**
             * @default {
             *       "calculation": "physical",
             *       "volumetric_divisor": null,
             *       "add_weight_to_product": false
             *     }
             */
            shipping?: {
                calculation: string;
                volumetric_divisor: number | null;
                add_weight_to_product: boolean;
            };
            /** @default [] */
            rows?: {
                /** @default null */
                length_limit_cm?: number | null;
                /** @default 0 */
                price_per_cm?: number;
                /** @default 0 */
                base_price?: number;
            }[];
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        LengthPricingPatch: {
            name?: string;
            letter_pricing_mode?: string;
            /** @enum {string} */
            letter_pricing_method?: "material_length" | "fixed_letter";
            shipping?: {
                calculation: string;
                volumetric_divisor: number | null;
                add_weight_to_product: boolean;
            };
            rows?: {
                /** @default null */
                length_limit_cm?: number | null;
                /** @default 0 */
                price_per_cm?: number;
                /** @default 0 */
                base_price?: number;
            }[];
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        LetterType: {
            /** @enum {string} */
            object: "letter_type";
            id: number;
            customiser_id: number;
            name: string;
            category: string;
            letter_parts: string[];
            sort_order: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LetterTypeCreate: {
            name: string;
            category: string;
            /** @default [] */
            letter_parts?: string[];
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        LetterTypePatch: {
            name?: string;
            category?: string;
            letter_parts?: string[];
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Material: {
            /** @enum {string} */
            object: "material";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            thickness_mm: number | null;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        MaterialCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default null */
            thickness_mm?: number | null;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        MaterialPatch: {
            name?: string;
            description?: string | null;
            thickness_mm?: number | null;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        MountingColour: {
            /** @enum {string} */
            object: "mounting_colour";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            hexcode: string | null;
            opacity: number;
            applied_to_visualisation: boolean;
            mounting_ids: number[];
            min_width_cm: number | null;
            min_height_cm: number | null;
            min_size_rule: string;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            preview_image_url: string | null;
            /** Format: uri */
            example_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        MountingColourCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default null */
            hexcode?: string | null;
            /** @default 1 */
            opacity?: number;
            /** @default true */
            applied_to_visualisation?: boolean;
            /** @default [] */
            mounting_ids?: number[];
            /** @default null */
            min_width_cm?: number | null;
            /** @default null */
            min_height_cm?: number | null;
            /** @default any */
            min_size_rule?: string;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            preview_image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            example_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        MountingColourPatch: {
            name?: string;
            description?: string | null;
            hexcode?: string | null;
            opacity?: number;
            applied_to_visualisation?: boolean;
            mounting_ids?: number[];
            min_width_cm?: number | null;
            min_height_cm?: number | null;
            min_size_rule?: string;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            preview_image_url?: string | null;
            /** Format: uri */
            example_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Mounting: {
            /** @enum {string} */
            object: "mounting";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        MountingCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        MountingPatch: {
            name?: string;
            description?: string | null;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Preset: {
            /** @enum {string} */
            object: "preset";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            font_id: number | null;
            size_id: number | null;
            jacket_id: number | null;
            backlight_id: number | null;
            colour_id: number | null;
            mounting_colour_id: number | null;
            support_finish_id: number | null;
            backboard_id: number | null;
            letter_type_id: number | null;
            sort_order: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PresetCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default null */
            font_id?: number | null;
            /** @default null */
            size_id?: number | null;
            /** @default null */
            jacket_id?: number | null;
            /** @default null */
            backlight_id?: number | null;
            /** @default null */
            colour_id?: number | null;
            /** @default null */
            mounting_colour_id?: number | null;
            /** @default null */
            support_finish_id?: number | null;
            /** @default null */
            backboard_id?: number | null;
            /** @default null */
            letter_type_id?: number | null;
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        PresetPatch: {
            name?: string;
            description?: string | null;
            font_id?: number | null;
            size_id?: number | null;
            jacket_id?: number | null;
            backlight_id?: number | null;
            colour_id?: number | null;
            mounting_colour_id?: number | null;
            support_finish_id?: number | null;
            backboard_id?: number | null;
            letter_type_id?: number | null;
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Size: {
            /** @enum {string} */
            object: "size";
            id: number;
            customiser_id: number;
            name: string;
            client_key: string | null;
            description: string | null;
            char_limit: number | null;
            line_limit: number | null;
            min_char: number;
            width_cm: number | null;
            height_cm: number | null;
            line_height_cm: number | null;
            length_cm: number | null;
            width_multiplier: number | null;
            /** @enum {string|null} */
            sizing_strategy: "fixed_width" | "fixed_height" | null;
            /** @enum {string|null} */
            height_measurement_mode: "line_height" | "letter_height" | null;
            border_margin_cm: number | null;
            sort_order: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SizeCreate: {
            name: string;
            /** @default null */
            client_key?: string | null;
            /** @default null */
            description?: string | null;
            /** @default null */
            char_limit?: number | null;
            /** @default null */
            line_limit?: number | null;
            /** @default 0 */
            min_char?: number;
            /** @default null */
            width_cm?: number | null;
            /** @default null */
            height_cm?: number | null;
            /** @default null */
            line_height_cm?: number | null;
            /** @default null */
            length_cm?: number | null;
            /** @default null */
            width_multiplier?: number | null;
            /**
             * @default null
             * @enum {string|null}
             */
            sizing_strategy?: "fixed_width" | "fixed_height" | null;
            /**
             * @default null
             * @enum {string|null}
             */
            height_measurement_mode?: "line_height" | "letter_height" | null;
            /** @default null */
            border_margin_cm?: number | null;
            /** @default 0 */
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        SizePatch: {
            name?: string;
            client_key?: string | null;
            description?: string | null;
            char_limit?: number | null;
            line_limit?: number | null;
            min_char?: number;
            width_cm?: number | null;
            height_cm?: number | null;
            line_height_cm?: number | null;
            length_cm?: number | null;
            width_multiplier?: number | null;
            /** @enum {string|null} */
            sizing_strategy?: "fixed_width" | "fixed_height" | null;
            /** @enum {string|null} */
            height_measurement_mode?: "line_height" | "letter_height" | null;
            border_margin_cm?: number | null;
            sort_order?: number;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        SupportFinish: {
            /** @enum {string} */
            object: "support_finish";
            id: number;
            customiser_id: number;
            name: string;
            description: string | null;
            finish_kind: string;
            hexcode: string | null;
            opacity: number;
            applied_to_visualisation: boolean;
            backboard_ids: number[];
            min_width_cm: number | null;
            min_height_cm: number | null;
            min_size_rule: string;
            base_price: number;
            price_multiplier: number;
            /** @enum {string} */
            price_multiplier_target: "base_letter_price" | "total_price";
            sort_order: number;
            /** Format: uri */
            preview_image_url: string | null;
            /** Format: uri */
            example_image_url: string | null;
            /** Format: uri */
            texture_image_url: string | null;
            /** @description The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs. */
            currency: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SupportFinishCreate: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @default colour */
            finish_kind?: string;
            /** @default null */
            hexcode?: string | null;
            /** @default 1 */
            opacity?: number;
            /** @default true */
            applied_to_visualisation?: boolean;
            /** @default [] */
            backboard_ids?: number[];
            /** @default null */
            min_width_cm?: number | null;
            /** @default null */
            min_height_cm?: number | null;
            /** @default any */
            min_size_rule?: string;
            /** @default 0 */
            base_price?: number;
            /** @default 1 */
            price_multiplier?: number;
            /**
             * @default base_letter_price
             * @enum {string}
             */
            price_multiplier_target?: "base_letter_price" | "total_price";
            /** @default 0 */
            sort_order?: number;
            /**
             * Format: uri
             * @default null
             */
            preview_image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            example_image_url?: string | null;
            /**
             * Format: uri
             * @default null
             */
            texture_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        SupportFinishPatch: {
            name?: string;
            description?: string | null;
            finish_kind?: string;
            hexcode?: string | null;
            opacity?: number;
            applied_to_visualisation?: boolean;
            backboard_ids?: number[];
            min_width_cm?: number | null;
            min_height_cm?: number | null;
            min_size_rule?: string;
            base_price?: number;
            price_multiplier?: number;
            /** @enum {string} */
            price_multiplier_target?: "base_letter_price" | "total_price";
            sort_order?: number;
            /** Format: uri */
            preview_image_url?: string | null;
            /** Format: uri */
            example_image_url?: string | null;
            /** Format: uri */
            texture_image_url?: string | null;
            object?: unknown;
            id?: unknown;
            customiser_id?: unknown;
            currency?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        Product: {
            /** @enum {string} */
            object: "product";
            id: number;
            customiser_id: number;
            integration_id: number | null;
            store_product_id: string | null;
            title: string;
            price_amount: number;
            compare_at_amount: number;
            currency: string;
            image_url: string | null;
            description: string;
            width_cm: number | null;
            height_cm: number | null;
            length_cm: number | null;
            customisations: {
                key: string;
                label: string;
                value: string;
            }[];
            artwork: {
                [key: string]: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ProductSynchronisation: {
            integration_id: number;
            store_product_id: string;
            title: string;
            /** @default  */
            description?: string;
            price_amount: number;
            /** @default 0 */
            compare_at_amount?: number;
            currency: string;
            /** @default null */
            width_cm?: number | null;
            /** @default null */
            height_cm?: number | null;
            /** @default null */
            length_cm?: number | null;
            /** @default [] */
            customisations?: {
                key: string;
                label: string;
                value: string;
            }[];
            /** @default null */
            artwork?: {
                preview_image_url?: string;
                svg_url?: string;
                outline_image_url?: string;
                eps_url?: string;
                illustrator_pdf_url?: string;
                dxf_url?: string;
                custom_background_url?: string;
                custom_background_original_url?: string;
                source_file_url?: string;
            } | null;
        };
        CustomiserPricing: {
            /** @enum {string} */
            object: "customiser_pricing";
            customiser_id: number;
            /** @enum {string} */
            pricing_model: "simple_letter" | "advanced_letter" | "frame_fit";
            pricing_model_display_name: string;
            currency: string | null;
            sizes: components["schemas"]["PricingSize"][];
            base_pricing: {
                /** @enum {string} */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /** @default [] */
                rows?: {
                    /** @default null */
                    size_id?: number | null;
                    /** @default null */
                    size_key?: string | null;
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            price_lists: (components["schemas"]["SimpleLetterPriceList"] | components["schemas"]["AdvancedLetterPriceList"] | components["schemas"]["FrameFitPriceList"])[];
            sheet_pricing: {
                rows: {
                    width_limit_cm: number;
                    height_limit_cm: number;
                    base_price: number;
                    price_per_sq_cm: number;
                }[];
            } | null;
        };
        PricingSize: {
            /** @default null */
            size_id?: number | null;
            /** @default null */
            client_key?: string | null;
            name: string;
            /** @default null */
            description?: string | null;
            /** @default 0 */
            sort_order?: number;
            /** @default null */
            char_limit?: number | null;
            /** @default null */
            line_limit?: number | null;
            /** @default 0 */
            min_char?: number;
            /** @default null */
            width_cm?: number | null;
            /** @default null */
            height_cm?: number | null;
            /** @default null */
            line_height_cm?: number | null;
            /** @default null */
            width_multiplier?: number | null;
            /** @default null */
            length_cm?: number | null;
            /**
             * @default null
             * @enum {string|null}
             */
            sizing_strategy?: "fixed_width" | "fixed_height" | null;
            /**
             * @default null
             * @enum {string|null}
             */
            height_measurement_mode?: "line_height" | "letter_height" | null;
        };
        SimpleLetterPriceList: {
            /** @default null */
            price_list_id?: number | null;
            name: string;
            /** @default price_by_position */
            letter_pricing_mode?: string;
            rows: {
                /** @default null */
                size_id?: number | null;
                /** @default null */
                size_key?: string | null;
                /** @default {} */
                base_price?: {
                    [key: string]: number;
                };
                /** @default {} */
                letter_price?: {
                    [key: string]: number;
                };
                /** @default null */
                letter_price_by_position?: {
                    [key: string]: number[];
                } | null;
            }[];
        };
        AdvancedLetterPriceList: {
            /** @default null */
            price_list_id?: number | null;
            name: string;
            /** @default price_by_position */
            letter_pricing_mode?: string;
            /** @enum {string} */
            letter_pricing_method: "material_length" | "fixed_letter";
            shipping: {
                calculation: string;
                volumetric_divisor: number | null;
                add_weight_to_product: boolean;
            };
            rows: {
                /** @default 0 */
                base_price?: number;
                /** @default null */
                width_limit_cm?: number | null;
                /** @default null */
                height_limit_cm?: number | null;
                /** @default null */
                length_limit_cm?: number | null;
                /** @default 0 */
                price_per_sq_cm?: number;
                /** @default null */
                fixed_length_cm?: number | null;
                /** @default 1 */
                width_modifier?: number;
                /** @default 1 */
                height_modifier?: number;
                /** @default 1 */
                length_modifier?: number;
                /** @default null */
                max_price_multiplier?: number | null;
                /** @default 0 */
                price_per_cm?: number;
                /** @default 0 */
                price_per_letter?: number;
                /** @default null */
                price_per_letter_by_position?: number[] | null;
            }[];
        };
        FrameFitPriceList: {
            /** @default null */
            price_list_id?: number | null;
            name: string;
            shipping: {
                calculation: string;
                volumetric_divisor: number | null;
                add_weight_to_product: boolean;
            };
            rows: {
                /** @default 0 */
                base_price?: number;
                /** @default null */
                width_limit_cm?: number | null;
                /** @default null */
                height_limit_cm?: number | null;
                /** @default null */
                length_limit_cm?: number | null;
                /** @default 0 */
                price_per_sq_cm?: number;
                /** @default null */
                fixed_length_cm?: number | null;
                /** @default 1 */
                width_modifier?: number;
                /** @default 1 */
                height_modifier?: number;
                /** @default 1 */
                length_modifier?: number;
            }[];
        };
        CustomiserPricingPatch: {
            sizes?: unknown;
            base_pricing?: unknown;
            price_lists?: unknown;
            sheet_pricing?: unknown;
            object?: unknown;
            customiser_id?: unknown;
            pricing_model?: unknown;
            pricing_model_display_name?: unknown;
            currency?: unknown;
        };
        CustomiserPricingInput: {
            /** @enum {string} */
            object?: "customiser_pricing";
            customiser_id?: number;
            pricing_model?: string;
            pricing_model_display_name?: string;
            currency?: string | null;
            sizes: components["schemas"]["PricingSize"][];
            base_pricing: {
                /** @enum {string} */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /** @default [] */
                rows?: {
                    /** @default null */
                    size_id?: number | null;
                    /** @default null */
                    size_key?: string | null;
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            price_lists: components["schemas"]["SimpleLetterPriceList"][];
            /** @default null */
            sheet_pricing?: {
                rows: {
                    width_limit_cm: number;
                    height_limit_cm: number;
                    base_price: number;
                    price_per_sq_cm: number;
                }[];
            } | null;
        } | {
            /** @enum {string} */
            object?: "customiser_pricing";
            customiser_id?: number;
            pricing_model?: string;
            pricing_model_display_name?: string;
            currency?: string | null;
            sizes: components["schemas"]["PricingSize"][];
            base_pricing: {
                /** @enum {string} */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /** @default [] */
                rows?: {
                    /** @default null */
                    size_id?: number | null;
                    /** @default null */
                    size_key?: string | null;
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            price_lists: components["schemas"]["AdvancedLetterPriceList"][];
            /** @default null */
            sheet_pricing?: {
                rows: {
                    width_limit_cm: number;
                    height_limit_cm: number;
                    base_price: number;
                    price_per_sq_cm: number;
                }[];
            } | null;
        } | {
            /** @enum {string} */
            object?: "customiser_pricing";
            customiser_id?: number;
            pricing_model?: string;
            pricing_model_display_name?: string;
            currency?: string | null;
            sizes: components["schemas"]["PricingSize"][];
            base_pricing: {
                /** @enum {string} */
                mode: "single_base_price_by_size" | "included_in_price_lists";
                /** @default [] */
                rows?: {
                    /** @default null */
                    size_id?: number | null;
                    /** @default null */
                    size_key?: string | null;
                    base_price: {
                        [key: string]: number;
                    };
                }[];
            };
            price_lists: components["schemas"]["FrameFitPriceList"][];
            /** @default null */
            sheet_pricing?: {
                rows: {
                    width_limit_cm: number;
                    height_limit_cm: number;
                    base_price: number;
                    price_per_sq_cm: number;
                }[];
            } | null;
        };
        PricingValidation: {
            /** @enum {string} */
            object: "pricing_validation";
            customiser_id: number;
            valid: boolean;
        };
        /** @description The order as the order:created webhook delivers it, with object and id. */
        Order: {
            /** @enum {string} */
            object: "order";
            id: number;
            order_id: number;
            order_number: number;
            external_order_number: string;
            external_id: string;
            order_total: number;
            /** @description The sum of unit_price × quantity over the products, minor units. */
            app_total: number;
            currency: string;
            shipping_line: string;
            billing_address: {
                first_name: string;
                last_name: string;
                company: string;
                address_1: string;
                address_2: string;
                city: string;
                state: string;
                postcode: string;
                country: string;
                phone: string;
                email: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            shipping_address: {
                first_name: string;
                last_name: string;
                company: string;
                address_1: string;
                address_2: string;
                city: string;
                state: string;
                postcode: string;
                country: string;
                phone: string;
                email: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            customer: {
                first_name: string;
                last_name: string;
                phone: string;
                email: string;
                external_id: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            products: components["schemas"]["OrderProduct"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OrderProduct: {
            /** @description The product id of this service. */
            product_id: number;
            title: string;
            description: string;
            description_html: string;
            /** @description The integration’s own id of the product; empty until it has one. */
            external_id: string;
            /** @description What the sign is made from: its customisations, the design, its dimensions and its artwork. */
            external_data: {
                customisations: {
                    key: string;
                    label: string;
                    value: string;
                }[];
                /** @description The shopper’s design, with its price; null for a synchronised product. */
                design: {
                    [key: string]: unknown;
                } | null;
                dimensions: {
                    width_cm: number | null;
                    height_cm: number | null;
                    length_cm: number | null;
                };
                /** @description URLs of the artwork files, by kind. */
                artwork: {
                    [key: string]: string;
                } | null;
            };
            /** @description The product’s price, minor units. */
            price: number;
            /** @description Minor units. */
            compare_price: number;
            customiser_id: number;
            logo_upload_id: number | null;
            product_image_url: string;
            uploads: {
                url: string;
                /** @description `product_image` seen; expected to grow. */
                type: string;
                /** @description The stored path of the upload. */
                path: string;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            quantity: number;
            /** @description One item as ordered, minor units of the order’s currency (the product’s own is `price`). */
            unit_price: number;
        };
        OrderCreate: {
            integration_id: number;
            external_id: string;
            external_order_number?: string | null;
            currency: string;
            order_total: number;
            shipping_line?: string | null;
            customer: {
                first_name?: string | null;
                last_name?: string | null;
                /** Format: email */
                email: string;
                phone?: string | null;
                external_id?: string | null;
            };
            billing_address?: components["schemas"]["OrderAddressInput"];
            shipping_address?: components["schemas"]["OrderAddressInput"];
            products: {
                /** @description The product id of this service; or give external_id */
                product_id?: number;
                /** @description The integration’s own id: store_product_id, or the external_id answered to product:created */
                external_id?: string;
                /** @default 1 */
                quantity?: number;
                /** @description One item, minor units; defaults to the product’s price_amount */
                price?: number;
            }[];
        };
        OrderAddressInput: {
            first_name?: string | null;
            last_name?: string | null;
            company?: string | null;
            address_1?: string | null;
            address_2?: string | null;
            city?: string | null;
            state?: string | null;
            postcode?: string | null;
            country?: string | null;
            phone?: string | null;
            email?: string | null;
        } | null;
        OrderEmailResend: {
            /** @enum {string} */
            object: "order_email_resend";
            order_id: number;
            /** @enum {string} */
            status: "queued";
        };
        /** @description A quote request: the answers a shopper gave on a form, their files and contact details. */
        Quote: {
            /** @enum {string} */
            object: "quote";
            id: number;
            customiser_id: number;
            form_id: number;
            answers: {
                field_id: string;
                name: string;
                value: string | number | boolean | string[] | null;
            }[];
            files: {
                upload_id: string;
                filename: string;
                content_type: string;
                byte_size: number;
                /**
                 * Format: uri
                 * @description Where the bytes are served: GET, with quotes:read.
                 */
                url: string;
            }[];
            contact: {
                name: string | null;
                email: string | null;
                phone: string | null;
            };
            /** Format: date-time */
            created_at: string;
        };
        AnalyticsSummary: {
            /** @enum {string} */
            object: "analytics_summary";
            /** @enum {string} */
            period: "7d" | "30d" | "90d" | "365d";
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            currency: string | null;
            orders: number;
            /** @description Sum of order totals, minor units of currency */
            revenue: number;
            products_synchronised: number;
            quotes: number;
            designs_completed: number;
        };
        Upload: {
            /** @enum {string} */
            object: "upload";
            id: string;
            purpose: string;
            filename: string;
            content_type: string;
            byte_size: number;
            /** @enum {string} */
            status: "pending" | "uploaded" | "attached" | "rejected";
            bytes_received: boolean;
            verification_failure_code: string | null;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            attached_at: string | null;
            /** Format: date-time */
            created_at: string;
            upload_target: {
                /** @enum {string} */
                method: "PUT";
                /** Format: uri */
                url: string;
                headers: {
                    [key: string]: string;
                };
                /** Format: date-time */
                expires_at: string;
            } | null;
        };
        UploadDeclaration: {
            /** @enum {string} */
            purpose: "font_ttf" | "backboard_shape_svg";
            filename: string;
            content_type: string;
            byte_size: number;
        };
        UploadAttachment: {
            upload_id: string;
        };
        /** @description A topic webhook subscriptions may name: what it means, its body and whether it is deprecated. */
        WebhookEventType: {
            /** @enum {string} */
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
                operation: string;
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
        WebhookSubscriptionWithSecret: components["schemas"]["WebhookSubscription"] & {
            /** @description whsec_…: shown only in this answer; keep it to verify deliveries. */
            secret: string;
        };
        WebhookSubscription: {
            /** @enum {string} */
            object: "webhook_subscription";
            id: number;
            url: string;
            topics: string[];
            description: string | null;
            enabled: boolean;
            /** @description Why it is off: disabled_by_merchant, receiver_gone (answered 410), failing_for_days. Expected to grow. */
            disabled_reason: string | null;
            /** Format: date-time */
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
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookSubscriptionCreate: {
            /**
             * @description https in production; never a loopback (outside development), private, link-local or metadata address.
             * @example https://example.com/hooks/signwright
             */
            url: string;
            /** @description Topics of GET /api/v3/webhook-event-types; at least one. Repeats count once. */
            topics: ("order:created" | "product:created" | "form:submitted")[];
            description?: string | null;
            /** @default true */
            enabled?: boolean;
        };
        WebhookSubscriptionPatch: {
            /**
             * @description https in production; never a loopback (outside development), private, link-local or metadata address.
             * @example https://example.com/hooks/signwright
             */
            url?: string;
            /** @description Topics of GET /api/v3/webhook-event-types; at least one. Repeats count once. */
            topics?: ("order:created" | "product:created" | "form:submitted")[];
            description?: string | null;
            enabled?: boolean;
            secret?: unknown;
            object?: unknown;
            id?: unknown;
            disabled_reason?: unknown;
            disabled_at?: unknown;
            previous_secret_expires_at?: unknown;
            created_at?: unknown;
            updated_at?: unknown;
        };
        WebhookSubscriptionDeletionReceipt: {
            /** @enum {string} */
            object: "webhook_subscription_deletion_receipt";
            id: number;
            /** @enum {boolean} */
            deleted: true;
            resource: components["schemas"]["WebhookSubscription"];
        };
        WebhookDelivery: {
            /** @enum {string} */
            object: "webhook_delivery";
            id: number;
            subscription_id: number;
            /** @description The x-webhook-id of every attempt: deduplicate on it. */
            event_id: string;
            topic: string;
            /** @description true for a test event sent by POST …/{subscription_id}/test with the topic’s example body; false for a delivery of an event that happened. */
            test_event: boolean;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts_made: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            delivered_at: string | null;
            failure_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            attempts: {
                /** Format: date-time */
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
                /** Format: date-time */
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
        /** @description Problem: `malformed_json`, `invalid_idempotency_key` */
        MalformedJsonOrInvalidIdempotencyKey: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "malformed_json" | "invalid_idempotency_key";
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
        /** @description Problem: `invalid_json`, `missing_idempotency_key`, `invalid_idempotency_key` */
        InvalidJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code?: "invalid_json" | "missing_idempotency_key" | "invalid_idempotency_key";
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
        /** @description IETF RateLimit header fields draft: what is left of the key’s quota, `"<policy>";r=<requests left>;t=<seconds until the window restarts>`. */
        RateLimit: string;
        /** @description The key’s quota, `"<policy>";q=<requests>;w=<window in seconds>`. */
        "RateLimit-Policy": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthenticatedStore: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Store"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
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
    listCustomisers: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                "filter[active]"?: "true" | "false";
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
                        data: (components["schemas"]["Customiser"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customiser"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomiserSettings"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomiserSettings"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFallbackFormRequiresFileField"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BackboardValidateCreate"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
    reorderBackboards: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
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
                        data: (components["schemas"]["Backboard"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
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
                customiser_id: number;
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
                        data: (components["schemas"]["LetterPartColourSelection"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LetterPartColourSelection"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            object: "letter_part_colour_selection_validation";
                            /** @enum {string} */
                            operation: "create";
                            customiser_id: number;
                            letter_type_id: number;
                            letter_part: string;
                            valid: boolean;
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
    deleteLetterPartColourSelection: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
                letter_type_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            object: "letter_part_colour_selection_deletion_receipt";
                            customiser_id: number;
                            letter_type_id: number;
                            letter_part: string;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["LetterPartColourSelection"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameterOrLetterPartNotDeletable"];
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
                customiser_id: number;
                letter_type_id: number;
                letter_part: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            object: "letter_part_colour_validation";
                            /** @enum {string} */
                            operation: "delete";
                            customiser_id: number;
                            letter_type_id: number;
                            letter_part: string;
                            colour_id: number;
                            valid: boolean;
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                        data: (components["schemas"]["Backboard"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Backboard"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
    getBackboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Backboard"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Backboard"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Backboard"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
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
                        data: (components["schemas"]["Backlight"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Backlight"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Backlight"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Backlight"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Backlight"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Colour"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Colour"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Colour"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Colour"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Colour"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Extra"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Extra"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Extra"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Extra"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Extra"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Font"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Font"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Font"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Font"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Font"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["FontTier"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FontTier"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FontTier"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["FontTier"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FontTier"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
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
                        data: (components["schemas"]["Form"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Form"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Form"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Form"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Form"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Icon"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Icon"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Icon"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Icon"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Icon"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Jacket"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Jacket"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Jacket"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Jacket"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Jacket"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Label"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Label"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Label"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Label"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Label"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Language"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Language"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["LegacySize"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LegacySize"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LegacySize"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["LegacySize"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LegacySize"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["LengthPricing"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LengthPricing"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["LetterType"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LetterType"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LetterType"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["LetterType"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LetterType"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
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
                        data: (components["schemas"]["Material"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Material"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Material"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Material"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Material"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["MountingColour"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MountingColour"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MountingColour"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["MountingColour"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MountingColour"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Mounting"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Mounting"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Mounting"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Mounting"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Mounting"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Preset"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Preset"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Preset"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Preset"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Preset"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
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
                        data: (components["schemas"]["Size"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Size"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Size"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["Size"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Size"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
            header?: never;
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            object: string;
                            id: number;
                            customiser_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            resource: components["schemas"]["SupportFinish"];
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SupportFinish"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameterOrFormTypeNotSupportedOrFallbackFormRequiresFileField"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    synchroniseProduct: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
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
                        data: (components["schemas"]["Product"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
    getCustomiserPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomiserPricing"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrResourceInUse"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PricingValidation"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
    listOrders: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 20 */
                limit?: number;
                /** @description Opaque; from pagination.next_cursor, sent back unchanged */
                cursor?: string;
                /** @description ISO 8601; orders created strictly after it */
                "filter[created_after]"?: string;
                /** @description ISO 8601; orders created strictly before it */
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
                        data: (components["schemas"]["Order"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderEmailResend"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                        data: (components["schemas"]["Quote"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                quote_id: number;
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
            400: components["responses"]["MalformedJson"];
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
    getAnalyticsSummary: {
        parameters: {
            query?: {
                /** @description Complete UTC days before today; today is excluded */
                period?: "7d" | "30d" | "90d" | "365d";
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnalyticsSummary"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
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
    createUpload: {
        parameters: {
            query?: never;
            header: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Upload"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Upload"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
    attachBackboardShape: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrUploadNotReady"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadVerificationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    attachFontFile: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                customiser_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrUploadNotReady"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrUnknownFieldOrUnknownParameterOrUploadVerificationFailed"];
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
                        data: (components["schemas"]["WebhookEventType"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
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
                        data: (components["schemas"]["WebhookSubscription"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionWithSecret"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
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
            header?: never;
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionDeletionReceipt"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
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
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailedOrInvalidDocumentOrUnknownFieldOrUnknownParameter"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSubscriptionSecret: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionWithSecret"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrMissingIdempotencyKeyOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlight"];
            413: components["responses"]["RequestTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnknownFieldOrUnknownParameter"];
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
                "filter[status]"?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
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
                        data: (components["schemas"]["WebhookDelivery"] & components["schemas"]["Livemode"])[];
                        pagination: components["schemas"]["Pagination"];
                        links: components["schemas"]["PageLinks"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJson"];
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
                "Idempotency-Key"?: string;
            };
            path: {
                subscription_id: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
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
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"] & components["schemas"]["Livemode"];
                        links: components["schemas"]["Links"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["MalformedJsonOrInvalidIdempotencyKey"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKeyOrExpiredApiKey"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["IdempotencyKeyConflictOrIdempotencyKeyInFlightOrWebhookSubscriptionDisabled"];
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
                    order: {
                        order_id: number;
                        /** @description Per store, increasing, given by the service. */
                        order_number: number;
                        external_order_number: string;
                        external_id: string;
                        /** @description What the integration charged, minor units. */
                        order_total: number;
                        /** @description The sum of unit_price × quantity over the products, minor units. */
                        app_total: number;
                        /** @description ISO 4217. */
                        currency: string;
                        shipping_line: string;
                        billing_address: {
                            first_name: string;
                            last_name: string;
                            company: string;
                            address_1: string;
                            address_2: string;
                            city: string;
                            state: string;
                            postcode: string;
                            country: string;
                            phone: string;
                            email: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        shipping_address: {
                            first_name: string;
                            last_name: string;
                            company: string;
                            address_1: string;
                            address_2: string;
                            city: string;
                            state: string;
                            postcode: string;
                            country: string;
                            phone: string;
                            email: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        customer: {
                            first_name: string;
                            last_name: string;
                            phone: string;
                            email: string;
                            external_id: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        products: {
                            /** @description The product id of this service. */
                            product_id: number;
                            title: string;
                            description: string;
                            description_html: string;
                            /** @description The integration’s own id of the product; empty until it has one. */
                            external_id: string;
                            external_data: {
                                customisations: {
                                    key: string;
                                    label: string;
                                    value: string;
                                }[];
                                /** @description The shopper’s design, with its price; null for a synchronised product. */
                                design: Record<string, never> | null;
                                dimensions: {
                                    width_cm: number | null;
                                    height_cm: number | null;
                                    length_cm: number | null;
                                };
                                /** @description URLs of the artwork files, by kind. */
                                artwork: {
                                    [key: string]: string;
                                } | null;
                            };
                            /** @description The product’s price, minor units. */
                            price: number;
                            /** @description Minor units. */
                            compare_price: number;
                            customiser_id: number;
                            logo_upload_id: number | null;
                            product_image_url: string;
                            uploads: {
                                url: string;
                                /** @description product_image seen; expected to grow. */
                                type: string;
                                /** @description The stored path of the upload. */
                                path: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            quantity: number;
                            /** @description One item as ordered, minor units of the order’s currency; the product’s own price is price. */
                            unit_price: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
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
                        /** @constant */
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
                    product: {
                        /** @description The product id of this service. */
                        product_id: number;
                        title: string;
                        description: string;
                        description_html: string;
                        /** @description The integration’s own id of the product; empty until it has one. */
                        external_id: string;
                        external_data: {
                            customisations: {
                                key: string;
                                label: string;
                                value: string;
                            }[];
                            /** @description The shopper’s design, with its price; null for a synchronised product. */
                            design: Record<string, never> | null;
                            dimensions: {
                                width_cm: number | null;
                                height_cm: number | null;
                                length_cm: number | null;
                            };
                            /** @description URLs of the artwork files, by kind. */
                            artwork: {
                                [key: string]: string;
                            } | null;
                        };
                        /** @description The product’s price, minor units. */
                        price: number;
                        /** @description Minor units. */
                        compare_price: number;
                        customiser_id: number;
                        logo_upload_id: number | null;
                        product_image_url: string;
                        uploads: {
                            url: string;
                            /** @description product_image seen; expected to grow. */
                            type: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
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
                    form_submission: {
                        form_id: number;
                        customiser_id: number;
                        answers: {
                            field_id: string;
                            /** @description The field’s name when submitted. */
                            name: string;
                            value: string | number | boolean | string[] | null;
                        }[];
                        files: {
                            upload_id: string;
                            filename: string;
                            content_type: string;
                            byte_size: number;
                            url: string;
                        }[];
                        contact: {
                            name: string | null;
                            email: string | null;
                            phone: string | null;
                        };
                        /** Format: date-time */
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
