import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware added at run time by code-split features (RTK Query's page data),
 * so their libraries stay out of the first load.
 */
export const dynamicMiddleware = createDynamicMiddleware();
