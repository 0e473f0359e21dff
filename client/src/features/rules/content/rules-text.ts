/**
 * The rules shown to users (spec 000 §5 'Betting validity rules'), in English and Hindi.
 * Both languages appear on the rules page whatever the UI language, so titles live here.
 */
export type RulesSectionId = 'note' | 'bookmaker' | 'casino' | 'fancy' | 'ludo';

export interface RulesSection {
  id: RulesSectionId;
  title: string;
  items: readonly string[];
}

export const englishRules: readonly RulesSection[] = [
  {
    id: 'note',
    title: 'Note',
    items: [
      'Any query about a result or a rate is accepted only within 4 days of the event.',
      'If illegitimate activity is found (VPN, bots, multiple bets from one IP, punching), only the winning bets are voided.',
      'No manual bets are accepted by phone.',
      'The TV has a 5-second delay; bet at your own risk.',
      'A wrong result may be corrected within 48 to 72 hours, or later; bets are settled again on the corrected result.',
      "The managers' decisions are final.",
    ],
  },
  {
    id: 'bookmaker',
    title: 'Bookmaker',
    items: [
      'Toss bets are accepted up to 1 hour before the start of the match.',
      'If a match is tied, the result follows the points table.',
      'A bookmaker market is cancelled if the video fails.',
      'Test total-match events need 300 overs to be bowled.',
      'Limited-over events are void if the defined overs are not bowled.',
    ],
  },
  {
    id: 'casino',
    title: 'Casino rules',
    items: [
      'Bets are accepted only while a market is open; a locked market takes no bets.',
      "A bet shows 'Not Declare' until its round is declared.",
      'Any query about a round result is accepted only within 4 days.',
      'If illegitimate activity is found, only the winning bets are voided.',
    ],
  },
  {
    id: 'fancy',
    title: 'Fancy rules',
    items: [
      "Bowler run fancy counts only the bowler's runs.",
      'Over-run fancy counts all runs scored in that over.',
      'Advance fancy counts only the first innings.',
      'If rain or abandonment stops the match, incomplete sessions are void.',
      'Dot-ball events need a free hit to exist.',
      'Boundary results are 0 or 4.',
      'Power surge is 4 overs of power play plus 2 surge overs chosen after the 11th over.',
      'Penalty runs count from 20 March 2024.',
      'A batsman retiring injured on 34 runs is settled at 34.',
      'In a Test match, over 131.5 counts as 132.',
    ],
  },
  {
    id: 'ludo',
    title: 'Ludo rules',
    items: ['Leaving a Ludo Quick Table without finishing the game counts as a loss.'],
  },
];

export const hindiRules: readonly RulesSection[] = [
  {
    id: 'note',
    title: 'नोट',
    items: [
      'किसी भी परिणाम या रेट से जुड़ी शिकायत इवेंट के 4 दिन के भीतर ही मानी जाएगी।',
      'अवैध गतिविधि (VPN, बॉट, एक ही IP से कई बेट, पंचिंग) पाए जाने पर केवल जीतने वाली बेट रद्द की जाएंगी।',
      'फ़ोन द्वारा कोई मैनुअल बेट स्वीकार नहीं की जाती।',
      'टीवी में 5 सेकंड की देरी है; बेट अपने जोखिम पर लगाएँ।',
      'गलत परिणाम 48 से 72 घंटे में या बाद में सुधारा जा सकता है; सुधरे परिणाम पर बेट दोबारा सेटल होंगी।',
      'मैनेजर का निर्णय अंतिम होगा।',
    ],
  },
  {
    id: 'bookmaker',
    title: 'बुकमेकर',
    items: [
      'टॉस की बेट मैच शुरू होने से 1 घंटा पहले तक ही ली जाती हैं।',
      'मैच टाई होने पर परिणाम पॉइंट्स टेबल के अनुसार होगा।',
      'वीडियो बंद होने पर बुकमेकर मार्केट रद्द हो जाएगा।',
      'टेस्ट के टोटल-मैच इवेंट के लिए 300 ओवर होना ज़रूरी है।',
      'तय ओवर पूरे न होने पर सीमित ओवर के इवेंट रद्द होंगे।',
    ],
  },
  {
    id: 'casino',
    title: 'कैसीनो नियम',
    items: [
      'बेट केवल मार्केट खुला रहने पर ही ली जाती है; लॉक मार्केट पर बेट नहीं लगती।',
      "राउंड घोषित होने तक बेट 'Not Declare' दिखाती है।",
      'राउंड के परिणाम से जुड़ी शिकायत 4 दिन के भीतर ही मानी जाएगी।',
      'अवैध गतिविधि पाए जाने पर केवल जीतने वाली बेट रद्द की जाएंगी।',
    ],
  },
  {
    id: 'fancy',
    title: 'फैंसी नियम',
    items: [
      'बॉलर रन फैंसी में केवल उस बॉलर के रन गिने जाते हैं।',
      'ओवर रन फैंसी में उस ओवर के सभी रन गिने जाते हैं।',
      'एडवांस फैंसी में केवल पहली पारी गिनी जाती है।',
      'बारिश या मैच रद्द होने पर अधूरे सेशन रद्द होंगे।',
      'डॉट-बॉल इवेंट के लिए फ्री हिट होना ज़रूरी है।',
      'बाउंड्री का परिणाम 0 या 4 होता है।',
      'पावर सर्ज = 4 ओवर पावर प्ले + 11वें ओवर के बाद चुने गए 2 सर्ज ओवर।',
      'पेनल्टी रन 20 मार्च 2024 से गिने जाते हैं।',
      '34 रन पर रिटायर्ड हर्ट बल्लेबाज़ का सेटलमेंट 34 पर होगा।',
      'टेस्ट मैच में ओवर 131.5 को 132 माना जाएगा।',
    ],
  },
  {
    id: 'ludo',
    title: 'लूडो नियम',
    items: ['लूडो क्विक टेबल से गेम पूरा किए बिना निकलना हार माना जाएगा।'],
  },
];
