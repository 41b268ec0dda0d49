import compressorScript from "browser-image-compression/dist/browser-image-compression.js?url";

/** The types the pickers accept (the spec's png, jpeg, jpg). */
export function isAcceptedImage(file: File): boolean {
  return ["image/png", "image/jpeg", "image/jpg"].includes(file.type);
}

/** The cropped canvas as a JPEG file. */
export function canvasToFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: "image/jpeg" })) : reject(new Error("Empty crop"))),
      "image/jpeg",
      0.92,
    );
  });
}

/**
 * Shrinks an image to at most `maxSizeMB` (0.1 for the avatar, 0.5 for the banner). Rejects a
 * non-image, like the compressor does. Loaded on demand: only the profile editor needs it.
 */
export async function compressImage(file: File, maxSizeMB: number): Promise<File> {
  if (!file.type.startsWith("image/")) throw new Error("Not an image");
  const { default: imageCompression } = await import("browser-image-compression");
  // The compressor's worker loads this script (by default from a CDN, which the
  // Content-Security-Policy refuses): a copy served from our own origin instead.
  const libURL = new URL(compressorScript, window.location.href).href;
  return imageCompression(file, { maxSizeMB, useWebWorker: true, libURL });
}
