/** Links whose URL contains this open without the external-link confirmation (spec section 2 "Footer"). */
export const FOOTER_DIRECT_LINK_FRAGMENT = 'privacy';
