/** The casino area's Hindi texts: every key of casinoEn (the type checks it). */
import type { casinoEn } from './en';

export const casinoHi: Record<keyof typeof casinoEn, string> = {
  'casino.result.roundId': 'राउंड आईडी',
  'casino.result.title': 'राउंड परिणाम',
  'casino.result.notAvailable': 'परिणाम उपलब्ध नहीं',
  'casino.result.loading': 'परिणाम लोड हो रहा है…',
  'casino.result.winner': 'विजेता',
  'casino.result.winnerMark': 'विजेता',
  'casino.result.cards': 'पत्ते',

  'casino.table.roundId': 'राउंड आईडी',
  'casino.table.rules': 'नियम',
  'casino.table.rulesTitle': 'खेल के नियम',
  'casino.table.live': 'लाइव',
  'casino.table.video': 'लाइव वीडियो',
  'casino.table.cardsOnTable': 'टेबल पर पत्ते',
  'casino.table.min': 'न्यूनतम',
  'casino.table.max': 'अधिकतम',
  'casino.table.lastResult': 'पिछला परिणाम',
  'casino.table.noResults': 'पहले परिणाम यहाँ दिखेंगे।',
  'casino.table.resultOf': 'राउंड का परिणाम',
  'casino.table.completedBets': 'पूरे हुए कैसीनो दांव',
  'casino.table.openBets': 'मेरे दांव',
  'casino.table.noOpenBets': 'इस टेबल पर कोई खुला दांव नहीं।',
  'casino.table.noCompletedBets': 'आज कोई पूरा दांव नहीं।',
  'casino.table.totalPnl': 'कुल लाभ/हानि',
  'casino.table.waiting': 'डीलर की प्रतीक्षा…',
  'casino.table.notFound': 'यह टेबल उपलब्ध नहीं है।',
  'casino.table.retry': 'फिर कोशिश करें',
  'casino.table.feedPaused': 'लाइव डेटा रुका है: फिर से जुड़ रहा है…',
  'casino.table.betsClosed': 'इस टेबल पर दांव बंद हैं।',
  'casino.table.locked': 'निलंबित',
  'casino.table.position': 'स्थिति',
  'casino.table.countdown': 'दांव के लिए बचे सेकंड',
  'casino.table.bettingOpen': 'दांव खुले हैं',
  'casino.table.bettingClosed': 'दांव बंद',
  'casino.table.secondsLeft': 'सेकंड बचे',
  'casino.table.newRound': 'नया राउंड',
  'casino.table.score': 'स्कोर',
  'casino.table.slipHint': 'बेट स्लिप खोलने के लिए किसी रेट पर टैप करें।',

  'casino.side.back': 'बैक',
  'casino.side.lay': 'ले',
  'casino.side.yes': 'हाँ',
  'casino.side.no': 'नहीं',
  'casino.side.lagai': 'लगाई',
  'casino.side.khai': 'खाई',
  'casino.side.odd': 'विषम',
  'casino.side.even': 'सम',

  'casino.hand.dragon': 'ड्रैगन',
  'casino.hand.tiger': 'टाइगर',
  'casino.hand.lion': 'लायन',
  'casino.hand.andar': 'अंदर',
  'casino.hand.bahar': 'बाहर',
  'casino.hand.joker': 'जोकर',

  'casino.section.cards': 'एक पत्ता',
  'casino.section.jokerCards': 'जोकर पत्ता',
  'casino.section.oddEven': 'विषम / सम',
  'casino.section.colours': 'रंग',
  'casino.section.single': 'N सिंगल',

  'casino.bets.team': 'टीम',
  'casino.bets.roundId': 'राउंड आईडी',
  'casino.bets.mode': 'मोड',
  'casino.bets.rate': 'रेट',
  'casino.bets.amount': 'राशि',
  'casino.bets.result': 'परिणाम',
  'casino.bets.pnl': 'लाभ/हानि',
  'casino.bets.date': 'तारीख',
  'casino.bets.lagai': 'लगाई',
  'casino.bets.khai': 'खाई',

  'casino.bet.successToast': 'दांव सफल',
  'casino.bet.noResponse': 'कुछ गलत हुआ, कृपया फिर कोशिश करें',
  'casino.bet.notAccepted': 'यह दांव स्वीकार नहीं',
  'casino.bets.notDeclaredText': 'घोषित नहीं',

  'casino.rules.payout': 'बैक दांव राशि × (रेट − 1) देता है; ले दांव उतना जोखिम लेकर राशि जीतता है।',
  'casino.rules.window': 'काउंटडाउन चलते समय दांव लिए जाते हैं; फिर पत्ते बांटे जाते हैं और राउंड तय होता है।',
  'casino.rules.teenTwoPlayer':
    'प्लेयर A और प्लेयर B को तीन-तीन पत्ते मिलते हैं; बेहतर तीन पत्ती हाथ जीतता है। लगाई प्लेयर पर दांव है, खाई उसके विरुद्ध।',
  'casino.rules.teenThreeWay':
    'टाइगर, लायन और ड्रैगन को तीन-तीन पत्ते मिलते हैं। विनर सबसे अच्छे हाथ पर; पेयर, फ्लश, स्ट्रेट, ट्रायो और स्ट्रेटफ्लश उसी प्लेयर के हाथ पर।',
  'casino.rules.lucky7':
    'एक पत्ता निकलता है। LOW कार्ड A से 6 पर, HIGH कार्ड 8 से K पर जीतता है; 7 पर दोनों हारते हैं। सम/विषम और लाल/काला पत्ते से तय होते हैं।',
  'casino.rules.dragonTiger':
    'ड्रैगन और टाइगर को एक-एक पत्ता; बड़ा पत्ता जीतता है (इक्का छोटा)। बराबर पत्ते टाई हैं, जो 11 देता है।',
  'casino.rules.aaa':
    'एक पत्ता निकलता है: अमर (A) A से 6 पर, अकबर (B) 7 से 10 पर, एंथनी (C) J, Q, K पर जीतता है। हाँ बैक है, नहीं ले।',
  'casino.rules.andarBahar':
    'जोकर पत्ता दिखता है, फिर पत्ते बाहर और अंदर को बारी-बारी से; जिस तरफ पहले जोकर का नंबर आए वह जीतता है। सूट बॉक्स पर दांव नहीं।',
  'casino.rules.worli':
    'तीन पत्ते निकलते हैं; उनके मान (A = 1, 10 और चित्र = 0) के जोड़ का आखिरी अंक जीतता है, जो 9.5 देता है।',
  'casino.rules.card32a':
    'प्लेयर 8, 9, 10 और 11 अपने नंबर से शुरू कर एक-एक पत्ता जोड़ते हैं; सबसे बड़ा स्कोर जीतता है, बराबरी पर फिर पत्ता।',
  'casino.rules.card32eu':
    '32 कार्ड A की तरह। साइड मार्केट पहले चार पत्तों से तय होते हैं: सम/विषम, रंग, 8 & 9 और 10 & 11 टोटल और जोड़ का आखिरी अंक।',
};
