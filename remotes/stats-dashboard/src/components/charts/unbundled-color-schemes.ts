// What the stats area's build puts in place of d3-scale-chromatic (aliased in rspack.config.ts). @nivo/colors
// imports every d3 colour scheme to offer them by name; our charts always pass their own colours (the type
// and line tokens), so the schemes (8 kB gzip) stay out of the charts' chunk. nivo indexes the schemes when
// it loads, so they are empty lists; a chart asking for a d3 interpolator fails loudly instead of drawing in
// no colour. Vitest resolves the real package.

/** A scheme nivo can name: no colours in it. */
const scheme = (): readonly (readonly string[])[] => [];

/** An interpolator nivo can name but never call. */
const interpolator =
  (name: string) =>
  (_t: number): string => {
    throw new Error(
      `The d3 colour scale ${name} is not in the stats area's build: give the chart its colours`,
    );
  };

export const schemeCategory10 = scheme();
export const schemeAccent = scheme();
export const schemeDark2 = scheme();
export const schemePaired = scheme();
export const schemePastel1 = scheme();
export const schemePastel2 = scheme();
export const schemeSet1 = scheme();
export const schemeSet2 = scheme();
export const schemeSet3 = scheme();
export const schemeTableau10 = scheme();
export const schemeBrBG = scheme();
export const schemePRGn = scheme();
export const schemePiYG = scheme();
export const schemePuOr = scheme();
export const schemeRdBu = scheme();
export const schemeRdGy = scheme();
export const schemeRdYlBu = scheme();
export const schemeRdYlGn = scheme();
export const schemeSpectral = scheme();
export const schemeBlues = scheme();
export const schemeGreens = scheme();
export const schemeGreys = scheme();
export const schemeOranges = scheme();
export const schemePurples = scheme();
export const schemeReds = scheme();
export const schemeBuGn = scheme();
export const schemeBuPu = scheme();
export const schemeGnBu = scheme();
export const schemeOrRd = scheme();
export const schemePuBuGn = scheme();
export const schemePuBu = scheme();
export const schemePuRd = scheme();
export const schemeRdPu = scheme();
export const schemeYlGnBu = scheme();
export const schemeYlGn = scheme();
export const schemeYlOrBr = scheme();
export const schemeYlOrRd = scheme();
export const interpolateBrBG = interpolator('interpolateBrBG');
export const interpolatePRGn = interpolator('interpolatePRGn');
export const interpolatePiYG = interpolator('interpolatePiYG');
export const interpolatePuOr = interpolator('interpolatePuOr');
export const interpolateRdBu = interpolator('interpolateRdBu');
export const interpolateRdGy = interpolator('interpolateRdGy');
export const interpolateRdYlBu = interpolator('interpolateRdYlBu');
export const interpolateRdYlGn = interpolator('interpolateRdYlGn');
export const interpolateSpectral = interpolator('interpolateSpectral');
export const interpolateBlues = interpolator('interpolateBlues');
export const interpolateGreens = interpolator('interpolateGreens');
export const interpolateGreys = interpolator('interpolateGreys');
export const interpolateOranges = interpolator('interpolateOranges');
export const interpolatePurples = interpolator('interpolatePurples');
export const interpolateReds = interpolator('interpolateReds');
export const interpolateTurbo = interpolator('interpolateTurbo');
export const interpolateViridis = interpolator('interpolateViridis');
export const interpolateInferno = interpolator('interpolateInferno');
export const interpolateMagma = interpolator('interpolateMagma');
export const interpolatePlasma = interpolator('interpolatePlasma');
export const interpolateCividis = interpolator('interpolateCividis');
export const interpolateWarm = interpolator('interpolateWarm');
export const interpolateCool = interpolator('interpolateCool');
export const interpolateCubehelixDefault = interpolator('interpolateCubehelixDefault');
export const interpolateBuGn = interpolator('interpolateBuGn');
export const interpolateBuPu = interpolator('interpolateBuPu');
export const interpolateGnBu = interpolator('interpolateGnBu');
export const interpolateOrRd = interpolator('interpolateOrRd');
export const interpolatePuBuGn = interpolator('interpolatePuBuGn');
export const interpolatePuBu = interpolator('interpolatePuBu');
export const interpolatePuRd = interpolator('interpolatePuRd');
export const interpolateRdPu = interpolator('interpolateRdPu');
export const interpolateYlGnBu = interpolator('interpolateYlGnBu');
export const interpolateYlGn = interpolator('interpolateYlGn');
export const interpolateYlOrBr = interpolator('interpolateYlOrBr');
export const interpolateYlOrRd = interpolator('interpolateYlOrRd');
export const interpolateRainbow = interpolator('interpolateRainbow');
export const interpolateSinebow = interpolator('interpolateSinebow');
