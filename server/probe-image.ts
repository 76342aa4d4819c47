// A 1x1 transparent PNG: the smallest image a browser loads as a success, which is all the client's
// image-domain probe needs to time a host.
export const PROBE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The probe's path on each candidate host; the mirror host is this gateway under /mirror. */
export const PROBE_PATH = '/static/probe.png';
export const MIRROR_PREFIX = '/mirror';
