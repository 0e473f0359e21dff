/** The installable app's Hindi texts: every key of pwaEn (the type checks it). */
import type { pwaEn } from './en';

export const pwaHi: Record<keyof typeof pwaEn, string> = {
  'pwa.offline.title': 'कोई कनेक्शन नहीं',
  'pwa.offline.text':
    'ऐप एक्सचेंज तक नहीं पहुँच पा रहा है। अपना इंटरनेट कनेक्शन जाँचें, फिर दोबारा कोशिश करें: ऑफ़लाइन रहते हुए कुछ भी नहीं भेजा जाता।',
  'pwa.offline.retry': 'फिर से कोशिश करें',
  'pwa.offline.checking': 'जाँच हो रही है…',
  'pwa.offline.still': 'अभी भी कनेक्शन नहीं है। थोड़ी देर में फिर कोशिश करें।',
  'pwa.update.title': 'अपडेट उपलब्ध है',
  'pwa.update.text': 'ऐप का नया संस्करण तैयार है।',
  'pwa.update.reload': 'रीलोड करें',
  'pwa.update.later': 'बाद में',
  'pwa.update.waiting': 'आपका दांव पूरा होते ही रीलोड होगा…',
};
