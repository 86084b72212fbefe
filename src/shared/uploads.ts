/**
 * Upload rules shared by the browser (checked before sending) and the server (checked again
 * while streaming, and against the file's bytes). Spec 001 section 5 and the security baseline.
 */

export type FileKind = 'image' | 'svg' | 'video' | 'audio' | 'pdf' | 'doc' | 'docx';

export type FileTypeRule = {
  /** Canonical extension used for the stored name. */
  extension: string;
  /** MIME types a browser may declare for it; the first is the one we serve. */
  mimeTypes: readonly string[];
  kind: FileKind;
  maxBytes: number;
};

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB; // 5,242,880
export const SVG_MAX_BYTES = 2 * MB; // 2,097,152
export const VIDEO_MAX_BYTES = 100 * MB;
export const AUDIO_MAX_BYTES = 20 * MB;
export const DOCUMENT_MAX_BYTES = 20 * MB;

const RULES: Record<string, FileTypeRule> = {
  jpg: { extension: 'jpg', mimeTypes: ['image/jpeg', 'image/pjpeg'], kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  jpeg: { extension: 'jpg', mimeTypes: ['image/jpeg', 'image/pjpeg'], kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  png: { extension: 'png', mimeTypes: ['image/png'], kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  webp: { extension: 'webp', mimeTypes: ['image/webp'], kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  gif: { extension: 'gif', mimeTypes: ['image/gif'], kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  svg: { extension: 'svg', mimeTypes: ['image/svg+xml'], kind: 'svg', maxBytes: SVG_MAX_BYTES },
  mp4: { extension: 'mp4', mimeTypes: ['video/mp4'], kind: 'video', maxBytes: VIDEO_MAX_BYTES },
  webm: { extension: 'webm', mimeTypes: ['video/webm', 'audio/webm'], kind: 'video', maxBytes: VIDEO_MAX_BYTES },
  mp3: { extension: 'mp3', mimeTypes: ['audio/mpeg', 'audio/mp3'], kind: 'audio', maxBytes: AUDIO_MAX_BYTES },
  ogg: {
    extension: 'ogg',
    mimeTypes: ['audio/ogg', 'video/ogg', 'application/ogg'],
    kind: 'audio',
    maxBytes: AUDIO_MAX_BYTES,
  },
  wav: {
    extension: 'wav',
    mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave'],
    kind: 'audio',
    maxBytes: AUDIO_MAX_BYTES,
  },
  m4a: {
    extension: 'm4a',
    mimeTypes: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
    kind: 'audio',
    maxBytes: AUDIO_MAX_BYTES,
  },
  pdf: { extension: 'pdf', mimeTypes: ['application/pdf'], kind: 'pdf', maxBytes: DOCUMENT_MAX_BYTES },
  doc: { extension: 'doc', mimeTypes: ['application/msword'], kind: 'doc', maxBytes: DOCUMENT_MAX_BYTES },
  docx: {
    extension: 'docx',
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    kind: 'docx',
    maxBytes: DOCUMENT_MAX_BYTES,
  },
};

export type UploadPolicy = 'brand' | 'media';

/** Logo and map marker: jpg, jpeg, png, svg, webp (spec 001). Media: images, video, audio, pdf, doc, docx. */
export const POLICY_EXTENSIONS: Record<UploadPolicy, readonly string[]> = {
  brand: ['jpg', 'jpeg', 'png', 'svg', 'webp'],
  media: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'svg', 'mp4', 'webm', 'mp3', 'ogg', 'wav', 'm4a', 'pdf', 'doc', 'docx'],
};

/** The `accept` attribute of a file input for the policy. */
export function acceptAttribute(policy: UploadPolicy): string {
  const extensions = POLICY_EXTENSIONS[policy];
  const mimes = new Set(extensions.flatMap((ext) => RULES[ext].mimeTypes));
  return [...extensions.map((ext) => `.${ext}`), ...mimes].join(',');
}

/** The largest file any rule of the policy allows: the streaming hard limit. */
export function policyMaxBytes(policy: UploadPolicy): number {
  return Math.max(...POLICY_EXTENSIONS[policy].map((ext) => RULES[ext].maxBytes));
}

export const BRAND_UPLOAD_TYPES = ['logo', 'map_marker'] as const;
export type BrandUploadType = (typeof BRAND_UPLOAD_TYPES)[number];
/** The setting each brand upload is saved into. */
export const BRAND_SETTING_KEY = { logo: 'logo_url', map_marker: 'map_marker_logo_url' } as const;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Upload messages; Turkish texts of spec 001 (the client translates by id with the values). */
export type UploadProblem =
  | { id: 'upload.noFile'; values: Record<string, never> }
  | { id: 'upload.extension'; values: { extension: string } }
  | { id: 'upload.mime'; values: { mime: string } }
  | { id: 'upload.tooLarge'; values: { size: string; limit: string } }
  | { id: 'upload.content'; values: { extension: string } }
  | { id: 'upload.unsafeSvg'; values: Record<string, never> }
  | { id: 'upload.type'; values: Record<string, never> }
  | { id: 'upload.pixels'; values: { dimensions: string; limit: string } }
  | { id: 'upload.frames'; values: { frames: string; limit: string } };

export function uploadProblemText(problem: UploadProblem): string {
  switch (problem.id) {
    case 'upload.noFile':
      return 'Dosya seçilmedi';
    case 'upload.extension':
      return `Desteklenmeyen dosya uzantısı: ${problem.values.extension}`;
    case 'upload.mime':
      return `Geçersiz dosya türü: ${problem.values.mime}`;
    case 'upload.tooLarge':
      return `Dosya çok büyük: ${problem.values.size} (en fazla ${problem.values.limit})`;
    case 'upload.content':
      return `Dosyanın içeriği uzantısıyla uyuşmuyor: ${problem.values.extension}`;
    case 'upload.unsafeSvg':
      return 'SVG dosyası betik, olay işleyicisi, dış bağlantı veya DOCTYPE içeremez';
    case 'upload.type':
      return 'Yükleme türü logo veya map_marker olmalıdır';
    case 'upload.pixels':
      return `Görsel çok büyük: ${problem.values.dimensions} piksel (en fazla ${problem.values.limit} megapiksel)`;
    case 'upload.frames':
      return `Animasyonda çok fazla kare var: ${problem.values.frames} (en fazla ${problem.values.limit})`;
  }
}

/** The rule for a file name under a policy, or the problem with its extension. */
export function ruleFor(
  fileName: string,
  policy: UploadPolicy,
): { rule: FileTypeRule; problem?: never } | { rule?: never; problem: UploadProblem } {
  const extension = extensionOf(fileName);
  if (!POLICY_EXTENSIONS[policy].includes(extension)) {
    return { problem: { id: 'upload.extension', values: { extension: extension ? `.${extension}` : fileName } } };
  }
  return { rule: RULES[extension] };
}

/**
 * The checks a browser can make before sending (spec 001 section 5): a file chosen, a known
 * extension, a declared MIME type of that extension's group, and the size limit.
 */
export function checkUploadFile(
  file: { name: string; type: string; size: number } | null | undefined,
  policy: UploadPolicy,
): UploadProblem | null {
  if (!file) return { id: 'upload.noFile', values: {} };
  const found = ruleFor(file.name, policy);
  if (!found.rule) return found.problem;
  const declared = file.type.toLowerCase().split(';')[0].trim();
  if (!found.rule.mimeTypes.includes(declared)) {
    return { id: 'upload.mime', values: { mime: declared || '?' } };
  }
  if (file.size > found.rule.maxBytes) {
    return { id: 'upload.tooLarge', values: { size: formatBytes(file.size), limit: formatBytes(found.rule.maxBytes) } };
  }
  return null;
}

export const MEDIA_KINDS: Record<FileKind, 'image' | 'video' | 'audio' | 'document'> = {
  image: 'image',
  svg: 'image',
  video: 'video',
  audio: 'audio',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
};
