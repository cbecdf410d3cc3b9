import { PROJECT_CATEGORIES, type ProjectCategory } from '@site/contracts';
import { DEVELOPER_SEEDS } from './developers.seed.js';
import { PROJECT_SEEDS } from './projects.seed.js';
import { clientImage, developerImage, projectImage } from './seed-images.js';
import { clientAvatarSvg, developerAvatarSvg, projectArtworkSvg } from './seed-svg.js';
import { TESTIMONIAL_SEEDS } from './testimonials.seed.js';

export interface SeedPicture {
  /** The path the seed stores and the site serves, e.g. `/images/developers/amelia-hart.svg`. */
  path: string;
  svg: string;
}

function isProjectCategory(category: string): category is ProjectCategory {
  return (PROJECT_CATEGORIES as readonly string[]).includes(category);
}

/** Every picture the seed refers to, with its SVG. */
export function seedPictures(): SeedPicture[] {
  return [
    ...DEVELOPER_SEEDS.map((developer, index) => ({
      path: developerImage(developer.slug),
      svg: developerAvatarSvg(developer.name, index),
    })),
    ...PROJECT_SEEDS.map((project, index) => {
      if (!isProjectCategory(project.category)) throw new Error(`Unknown project category ${project.category}`);
      return { path: projectImage(project.slug), svg: projectArtworkSvg(project.title, project.category, index) };
    }),
    ...TESTIMONIAL_SEEDS.map((testimonial, index) => ({
      path: clientImage(testimonial.slug),
      svg: clientAvatarSvg(testimonial.clientName, index),
    })),
  ];
}
