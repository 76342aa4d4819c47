/** The request layer's chunk (request-layer.ts): the first request loads it, as does any call that needs it first. */
export const loadRequestLayer = () => import('./request-layer');
