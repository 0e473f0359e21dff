/**
 * The rules popup's text per game family, English and Hindi (001 §2.5 shows a rules image;
 * designed: the app writes them as text). Long-form content like the Rules page's
 * (features/rules/content): it loads with the casino tables' chunk, not with /signin as the
 * i18n dictionary does.
 */
import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import type { Language } from '@/i18n/i18n';

export interface TableRules {
  /** The family's own rules. */
  game: Record<LiveTableFamily, string>;
  /** What every table shares: the betting window and what a bet pays. */
  common: string[];
}

export const TABLE_RULES: Record<Language, TableRules> = {
  en: {
    game: {
      teenTwoPlayer:
        'Player A and Player B get three cards each; the better Teen Patti hand wins (trail, pure sequence, sequence, colour, pair, high card). LAGAI backs a player, KHAI lays it.',
      teenThreeWay:
        'Tiger, Lion and Dragon get three cards each. Winner pays on the best hand; Pair, Flush, Straight, Trio and StraightFlush pay on that player’s own hand.',
      lucky7:
        'One card is drawn. LOW Card wins on A to 6, HIGH Card on 8 to K; a 7 loses both. Even/Odd and Red/Black read the card; a card box wins on its exact rank.',
      dragonTiger:
        'One card each to Dragon and Tiger; the higher rank wins (ace is low). Equal ranks are a Tie, which pays 11 and makes Dragon and Tiger bets lose.',
      aaa: 'One card is drawn: Amar (A) wins on A to 6, Akbar (B) on 7 to 10, Anthony (C) on J, Q, K. Yes backs an option, No lays it.',
      andarBahar:
        'A joker card is shown, then cards go to Bahar and Andar in turn; the side that gets the joker’s rank first wins. The suit boxes take no bets.',
      worli:
        'Three cards are drawn; the single digit is the last digit of the sum of their values (A = 1, 10 and court cards = 0). The winning digit pays 9.5.',
      card32a:
        'Players 8, 9, 10 and 11 start with their number as score and add one card each (6 to K, J = 11, Q = 12, K = 13); the highest score wins, tied leaders draw again.',
      card32eu:
        'Played as 32 Cards A. The side markets read the first four cards: Odd/Even per player, colours, the 8 & 9 and 10 & 11 totals and the last digit of their sum (N Single).',
    },
    common: [
      'Bets are taken while the countdown runs; the cards are then dealt and the round settles.',
      'A back bet pays stake × (rate − 1); a lay bet risks that much to win the stake.',
    ],
  },
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
