/** Injection tokens of the composition root (application ports carry their own). */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const MIKRO_ORM = Symbol('MIKRO_ORM');
