/**
 * The rules popup's text per game family, English and Hindi (001 §2.5 shows a rules image: the
 * popup shows the image the server draws and this text beside it, in the reader's language).
 * English comes from the catalogue (the image is drawn from the same lines). Long-form content like
 * the Rules page's (features/rules/content): it loads with the casino tables' chunk, not with
 * /signin as the i18n dictionary does.
 */
import { TABLE_RULES_EN, type TableRules } from '@esk/contracts/catalog/casino-rules';
import type { Language } from '@/i18n/i18n';

export type { TableRules };

export const TABLE_RULES: Record<Language, TableRules> = {
  en: TABLE_RULES_EN,
  hi: {
    game: {
      teenTwoPlayer:
        'प्लेयर A और प्लेयर B को तीन-तीन पत्ते मिलते हैं; बेहतर तीन पत्ती हाथ जीतता है। लगाई प्लेयर पर दांव है, खाई उसके विरुद्ध।',
      teenThreeWay:
        'टाइगर, लायन और ड्रैगन को तीन-तीन पत्ते मिलते हैं। विनर सबसे अच्छे हाथ पर; पेयर, फ्लश, स्ट्रेट, ट्रायो और स्ट्रेटफ्लश उसी प्लेयर के हाथ पर।',
      lucky7:
        'एक पत्ता निकलता है। LOW कार्ड A से 6 पर, HIGH कार्ड 8 से K पर जीतता है; 7 पर दोनों हारते हैं। सम/विषम और लाल/काला पत्ते से तय होते हैं।',
      dragonTiger: 'ड्रैगन और टाइगर को एक-एक पत्ता; बड़ा पत्ता जीतता है (इक्का छोटा)। बराबर पत्ते टाई हैं, जो 11 देता है।',
      aaa: 'एक पत्ता निकलता है: अमर (A) A से 6 पर, अकबर (B) 7 से 10 पर, एंथनी (C) J, Q, K पर जीतता है। हाँ बैक है, नहीं ले।',
      andarBahar:
        'जोकर पत्ता दिखता है, फिर पत्ते बाहर और अंदर को बारी-बारी से; जिस तरफ पहले जोकर का नंबर आए वह जीतता है। सूट बॉक्स पर दांव नहीं।',
      worli: 'तीन पत्ते निकलते हैं; उनके मान (A = 1, 10 और चित्र = 0) के जोड़ का आखिरी अंक जीतता है, जो 9.5 देता है।',
      card32a:
        'प्लेयर 8, 9, 10 और 11 अपने नंबर से शुरू कर एक-एक पत्ता जोड़ते हैं; सबसे बड़ा स्कोर जीतता है, बराबरी पर फिर पत्ता।',
      card32eu:
        '32 कार्ड A की तरह। साइड मार्केट पहले चार पत्तों से तय होते हैं: सम/विषम, रंग, 8 & 9 और 10 & 11 टोटल और जोड़ का आखिरी अंक।',
    },
    common: [
      'काउंटडाउन चलते समय दांव लिए जाते हैं; फिर पत्ते बांटे जाते हैं और राउंड तय होता है।',
      'बैक दांव राशि × (रेट − 1) देता है; ले दांव उतना जोखिम लेकर राशि जीतता है।',
    ],
  },
};
