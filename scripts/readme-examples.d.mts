/** A runnable README example: the file it is written to, the registry packages it needs, its code. */
export interface ReadmeExample {
  file: string;
  extra: string[];
  code: string;
}

/** Every example of a README's text marked `<!-- smoke: file (extra packages) -->`. */
export function examples(readme: string): ReadmeExample[];
