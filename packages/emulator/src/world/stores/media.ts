// The Media API's images in eBay Picture Services (flows/media.ts).
import { randomForSeed, type SeededRandom } from '../../random.js';

/** An image in eBay Picture Services, as the Media API keeps it. */
export interface StoredImage {
  imageId: string;
  imageUrl: string;
  expirationDate: string;
}

/** The images uploaded so far by id, and the random source of new image ids. */
export interface MediaState {
  byId: Map<string, StoredImage>;
  random: SeededRandom;
}

/** The media store of an emulator with `seed`: no images yet. */
export function createMediaState(seed: number): MediaState {
  return { byId: new Map(), random: randomForSeed(seed, 'media-images') };
}
