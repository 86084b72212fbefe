/** Technologies shown on each service's detail page (by slug); unknown slugs get the web list. */
export const SERVICE_TECHNOLOGIES: Record<string, readonly string[]> = {
  'web-tasarim': ['React', 'Next.js', 'TypeScript', 'Node.js', 'Figma', 'WordPress'],
  'e-ticaret': ['Shopify', 'WooCommerce', 'React', 'Node.js', 'PostgreSQL', 'Stripe'],
  'mobil-uygulama': ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Firebase'],
  'yazilim-gelistirme': ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Python', 'Redis'],
  'dijital-pazarlama': ['Google Ads', 'Google Analytics', 'Meta Ads', 'Search Console', 'HubSpot'],
  'sosyal-medya-danismanligi': ['Instagram', 'LinkedIn', 'Meta Business Suite', 'Canva', 'TikTok'],
  'marka-tasarim': ['Figma', 'Adobe Illustrator', 'Adobe Photoshop', 'After Effects'],
  'vr-ar-cozumleri': ['Unity', 'Unreal Engine', 'WebXR', 'Three.js', 'Blender'],
  'yapay-zeka-entegrasyonu': ['OpenAI', 'Python', 'TensorFlow', 'LangChain', 'PyTorch'],
};

export function technologiesOf(slug: string): readonly string[] {
  return SERVICE_TECHNOLOGIES[slug] ?? SERVICE_TECHNOLOGIES['web-tasarim'];
}
