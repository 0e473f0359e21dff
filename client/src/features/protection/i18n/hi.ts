/** Player protection Hindi texts: every key of protectionEn (the type checks it). */
import type { protectionEn } from './en';

export const protectionHi: Record<keyof typeof protectionEn, string> = {
  'protection.clock.label': 'साइन-इन के बाद का समय',

  'protection.check.title': 'रियलिटी चेक',
  'protection.check.played': 'आप {time} से खेल रहे हैं।',
  'protection.check.net': 'इस सत्र का शुद्ध परिणाम',
  'protection.check.netNote': 'साइन-इन के बाद आपके स्टेटमेंट के निपटाए गए दांव।',
  'protection.check.continue': 'जारी रखें',
  'protection.check.logout': 'लॉग आउट',
  'protection.time.hoursMinutes': '{hours} घंटे {minutes} मिनट',
  'protection.time.minutes': '{minutes} मिनट',

  'protection.settings.title': 'खिलाड़ी सुरक्षा',
  'protection.settings.realityCheck': 'रियलिटी चेक',
  'protection.settings.realityCheckHint':
    'समय-समय पर ऐप रुककर दिखाता है कि आप कितनी देर से खेल रहे हैं और आपका शुद्ध परिणाम क्या है।',
  'protection.settings.off': 'बंद',
  'protection.settings.everyMinutes': '{minutes} मिनट',
  'protection.settings.lossLimit': 'दैनिक हानि सीमा',
  'protection.settings.lossLimitHint':
    'दिन (भारतीय समय) का आपका शुद्ध नुकसान इस सीमा तक पहुँचते ही आधी रात तक दांव बंद हो जाते हैं। कम सीमा तुरंत लागू होती है, अधिक सीमा कल से।',
  'protection.settings.current': 'अभी की सीमा',
  'protection.settings.none': 'कोई सीमा नहीं',
  'protection.settings.lostToday': 'आज का शुद्ध नुकसान',
  'protection.settings.unknown': 'लोड हो रहा है…',
  'protection.settings.pending': '{day} से',
  'protection.settings.newLimit': 'नई दैनिक सीमा (कॉइन)',
  'protection.settings.save': 'सीमा तय करें',
  'protection.settings.remove': 'सीमा हटाएँ',
  'protection.settings.invalid': '1 या उससे अधिक कॉइन की पूरी संख्या लिखें।',
  'protection.settings.appliedNow': 'आपकी दैनिक हानि सीमा अब {amount} है।',
  'protection.settings.appliedLater': '{day} से आपकी सीमा {amount} होगी; तब तक {current} रहेगी।',
  'protection.settings.removedNow': 'आपकी कोई दैनिक हानि सीमा नहीं है।',
  'protection.settings.removedLater': '{day} से आपकी सीमा हट जाएगी; तब तक {current} रहेगी।',

  'protection.lock.title': 'दांव बंद: दैनिक हानि सीमा पूरी',
  'protection.lock.text':
    'आज आपका नुकसान {loss} है; आपकी दैनिक हानि सीमा {limit} है। आधी रात (भारतीय समय) को दांव फिर खुलेंगे।',
  'protection.lock.settings': 'खिलाड़ी सुरक्षा सेटिंग्स',
  'protection.lock.refused': 'दांव बंद हैं: आप अपनी दैनिक हानि सीमा तक पहुँच गए हैं।',
};
