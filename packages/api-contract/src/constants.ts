/** Business constants shared by every client and the server (chat-spec and admin-spec, section 9). */

/** The client version shown in the About drawer. */
export const APP_VERSION = '2.2513.3849';

/** The version carried inside every product token; a different one triggers the new-version flow. */
export const TOKEN_VERSION = '2.2513.3849.0';

/** The brand served when none is named. */
export const DEFAULT_BRAND_KEY = 'default';

/** The product's name until the instance settings say otherwise. */
export const DEFAULT_PRODUCT_NAME = 'Parley';
