// The other areas' screens this area links to, in one place so that no screen spells them by hand. Paths are
// relative to the app's basename (/app); a link to another area works because every area routes over the one
// shared history and the shell mounts whichever area owns the path.
const segment = encodeURIComponent;

export const otherAreaPaths = {
  goals: {
    new: { getHref: () => '/goals/new' },
    details: { getHref: (uuid: string) => `/goals/details/${segment(uuid)}` },
  },
} as const;
