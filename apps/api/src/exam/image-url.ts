/** Where a question's image file is served: `<imageBaseUrl>/<imageDir>/img/<file>` (the static server's layout). */
export function imageUrlFor(imageBaseUrl: string, imageDir: string): (file: string) => string {
  return (file) => `${imageBaseUrl}/${imageDir}/img/${file}`;
}
