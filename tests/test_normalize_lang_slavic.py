"""Reading Russian, Ukrainian, Bulgarian, Polish, Czech, Slovak, Slovenian, Croatian aloud.

Dates, times, years, ordinals, units, phone numbers,
ranges and money, each sentence checked against what a native reader says.

Sources of the conventions:
- ru: Gramota.ru, "Как читать даты" (day as a neuter ordinal, month and year in the
  genitive: "пятое марта две тысячи двадцать четвёртого года"; "в 2024 году" -> the
  prepositional ordinal); a date that says when is in the genitive, "Пятого марта будет
  ярмарка" (Розенталь, Справочник по правописанию и стилистике § 184: the nominative names
  the date, "Сегодня пятое марта"; the genitive answers "когда?"); Розенталь, Справочник
  (3-й, 3-го, 1-ю); CLDR ru.
- uk: Український правопис 2019 (§ 38: "3-й", "1-е"; dates "п'яте березня ... року",
  "п'ятого березня" when the date says when: Антоненко-Давидович, "Як ми говоримо");
  "о чотирнадцятій тридцять"); CLDR uk.
- bg: Официален правописен речник (БАН): "3-ти", "1-ва"; "пети март ... година";
  CLDR bg.
- pl: Poradnia językowa PWN ("piątego marca dwa tysiące dwudziestego czwartego roku",
  "o czternastej trzydzieści", "w dwa tysiące dwudziestym czwartym roku"); CLDR pl.
- cs: Internetová jazyková příručka ÚJČ AV ČR ("pátého března", ordinals "3. místo" =
  "třetí místo"); CLDR cs.
- sk: Jazykovedný ústav Ľ. Štúra, Pravidlá slovenského pravopisu ("piateho marca",
  "prvú cenu"); CLDR sk.
- sl: Slovenski pravopis (ZRC SAZU) ("5. marca" = "petega marca"; "ob štirinajst in
  trideset"); CLDR sl.
- hr: Hrvatski pravopis (IHJJ) ("5. ožujka 2024." = "petog ožujka dvije tisuće dvadeset
  četvrte"; "3. mjesto" = "treće mjesto"); CLDR hr.
"""

from tests.native_readings import reading_tests

CASES = {
    "ru": [
        (
            "5 марта 2024 г. будет ярмарка.",
            "пятого марта две тысячи двадцать четвертого года будет ярмарка.",
        ),
        ("Дата: 05.03.2024", "Дата: пятое марта две тысячи двадцать четвертого года"),
        ("Встреча в 14:30.", "Встреча в четырнадцать тридцать."),
        ("Он занял 3-е место, а она 1-ю.", "Он занял третье место, а она первую."),
        ("В 2024 году всё изменилось.", "В две тысячи двадцать четвертом году всё изменилось."),
        ("Он родился в 1990 г.", "Он родился в тысяча девятьсот девяностом году."),
        ("Это 3-5 км.", "Это три-пять километров."),
        ("На улице −5 °C.", "На улице минус пять градусов Цельсия."),
        ("Посылка весит 2,5 кг.", "Посылка весит две целых пять десятых килограмма."),
        (
            "Звоните +7 495 123-45-67.",
            "Звоните плюс семь, четыреста девяносто пять, сто двадцать три, сорок пять, шестьдесят семь.",  # noqa: E501
        ),
        ("Стоит 12,50 ₽.", "Стоит двенадцать рублей пятьдесят копеек."),
        ("Сегодня 2024-03-05.", "Сегодня пятое марта две тысячи двадцать четвертого года."),
        ("Скорость 100 км/ч.", "Скорость сто километров в час."),
        ("Сдал 3-го числа.", "Сдал третьего числа."),
        ("Рост 3,5%.", "Рост три целых пять десятых процента."),
    ],
    "uk": [
        (
            "5 березня 2024 р. буде ярмарок.",
            "п'ятого березня дві тисячі двадцять четвертого року буде ярмарок.",
        ),
        ("Дата: 05.03.2024", "Дата: п'яте березня дві тисячі двадцять четвертого року"),
        ("Зустріч о 14:30.", "Зустріч о чотирнадцятій тридцять."),
        ("У 2024 році все змінилося.", "У дві тисячі двадцять четвертому році все змінилося."),
        ("Це 3-й етап.", "Це третій етап."),
        ("Вона посіла 1-е місце.", "Вона посіла перше місце."),
        ("Це 3-5 км.", "Це три-п'ять кілометрів."),
        ("На вулиці −5 °C.", "На вулиці мінус п'ять градусів Цельсія."),
        ("Посилка важить 2,5 кг.", "Посилка важить два кома п'ять кілограма."),
        (
            "Дзвоніть +380 44 123 45 67.",
            "Дзвоніть плюс три вісім нуль, сорок чотири, сто двадцять три, сорок п'ять, шістдесят сім.",  # noqa: E501
        ),
        ("Коштує 12,50 грн.", "Коштує дванадцять гривень п'ятдесят копійок."),
        ("Сьогодні 2024-03-05.", "Сьогодні п'яте березня дві тисячі двадцять четвертого року."),
        ("Швидкість 100 км/год.", "Швидкість сто кілометрів за годину."),
        ("Потяг о 9:05.", "Потяг о дев'ятій нуль п'ять."),
        ("Зростання 3,5%.", "Зростання три кома п'ять відсотка."),
    ],
    "bg": [
        (
            "5 март 2024 г. ще има пазар.",
            "пети март две хиляди двайсет и четвърта година ще има пазар.",
        ),
        ("Дата: 05.03.2024", "Дата: пети март две хиляди двайсет и четвърта година"),
        ("Срещата е в 14:30 ч.", "Срещата е в четиринайсет и трийсет часа."),
        ("Той е 3-ти, тя е 1-ва.", "Той е трети, тя е първа."),
        (
            "През 2024 г. всичко се промени.",
            "През две хиляди двайсет и четвърта година всичко се промени.",
        ),
        ("Това са 3-5 км.", "Това са от три до пет километра."),
        ("Навън е −5 °C.", "Навън е минус пет градуса Целзий."),
        ("Пакетът тежи 2,5 кг.", "Пакетът тежи две цяло и пет килограма."),
        (
            "Обадете се на +359 2 123 4567.",
            "Обадете се на плюс три пет девет, две, сто двайсет и три, четири пет шест седем.",
        ),
        ("Струва 12,50 лв.", "Струва дванайсет лева и петдесет стотинки."),
        ("Днес е 2024-03-05.", "Днес е пети март две хиляди двайсет и четвърта година."),
        ("Скоростта е 100 км/ч.", "Скоростта е сто километра в час."),
        ("Влакът тръгва в 9:05.", "Влакът тръгва в девет и пет."),
        ("Ръст от 3,5%.", "Ръст от три цяло и пет процента."),
        ("Имаме 1 км.", "Имаме един километър."),
    ],
    "pl": [
        (
            "5 marca 2024 r. będzie targ.",
            "piątego marca dwa tysiące dwudziestego czwartego roku będzie targ.",
        ),
        ("Data: 05.03.2024", "Data: piątego marca dwa tysiące dwudziestego czwartego roku"),
        ("Spotkanie o 14:30.", "Spotkanie o czternastej trzydzieści."),
        ("Zajął 3. miejsce.", "Zajął trzecie miejsce."),
        ("Zdobyła 1. nagrodę.", "Zdobyła pierwszą nagrodę."),
        (
            "W 2024 roku wszystko się zmieniło.",
            "W dwa tysiące dwudziestym czwartym roku wszystko się zmieniło.",
        ),
        ("To 3-5 km.", "To trzy-pięć kilometrów."),
        ("Na dworze −5 °C.", "Na dworze minus pięć stopni Celsjusza."),
        ("Paczka waży 2,5 kg.", "Paczka waży dwa przecinek pięć kilograma."),
        (
            "Dzwoń: +48 22 123 45 67.",
            "Dzwoń: plus czterdzieści osiem, dwadzieścia dwa, sto dwadzieścia trzy, czterdzieści pięć, sześćdziesiąt siedem.",  # noqa: E501
        ),
        ("Kosztuje 12,50 zł.", "Kosztuje dwanaście złotych pięćdziesiąt groszy."),
        (
            "Dziś jest 2024-03-05.",
            "Dziś jest piątego marca dwa tysiące dwudziestego czwartego roku.",
        ),
        ("Jedzie 100 km/h.", "Jedzie sto kilometrów na godzinę."),
        ("Pociąg o 9:05.", "Pociąg o dziewiątej zero pięć."),
        ("Wzrost o 3,5%.", "Wzrost o trzy przecinek pięć procent."),
    ],
    "cs": [
        ("Dne 5. března 2024 bude trh.", "Dne pátého března dva tisíce dvacet čtyři bude trh."),
        ("Datum: 05.03.2024", "Datum: pátého března dva tisíce dvacet čtyři"),
        ("Schůzka ve 14:30.", "Schůzka ve čtrnáct třicet."),
        ("Obsadil 3. místo.", "Obsadil třetí místo."),
        ("Získala 1. cenu.", "Získala první cenu."),
        ("V roce 1990 se vše změnilo.", "V roce tisíc devětset devadesát se vše změnilo."),
        ("Je to 3-5 km.", "Je to tři až pět kilometrů."),
        ("Venku je −5 °C.", "Venku je minus pět stupňů Celsia."),
        ("Balík váží 2,5 kg.", "Balík váží dvě celé pět kilogramu."),
        (
            "Volejte +420 123 456 789.",
            "Volejte plus čtyři dva nula, sto dvacet tři, čtyřista padesát šest, sedmset osmdesát devět.",  # noqa: E501
        ),
        ("Stojí 12,50 Kč.", "Stojí dvanáct korun padesát haléřů."),
        ("Dnes je 2024-03-05.", "Dnes je pátého března dva tisíce dvacet čtyři."),
        ("Jede 100 km/h.", "Jede sto kilometrů za hodinu."),
        ("Vlak jede v 9:05.", "Vlak jede v devět nula pět."),
        ("Růst o 3,5 %.", "Růst o tři celé pět procenta."),
    ],
    "sk": [
        ("Dňa 5. marca 2024 bude trh.", "Dňa piateho marca dvetisícdvadsaťštyri bude trh."),
        ("Dátum: 05.03.2024", "Dátum: piateho marca dvetisícdvadsaťštyri"),
        ("Stretnutie o 14:30.", "Stretnutie o štrnásť tridsať."),
        ("Obsadil 3. miesto.", "Obsadil tretie miesto."),
        ("Získala 1. cenu.", "Získala prvú cenu."),
        ("V roku 1990 sa všetko zmenilo.", "V roku tisícdeväťstodeväťdesiat sa všetko zmenilo."),
        ("Je to 3-5 km.", "Je to tri až päť kilometrov."),
        ("Vonku je −5 °C.", "Vonku je mínus päť stupňov Celzia."),
        ("Balík váži 2,5 kg.", "Balík váži dve celé päť kilogramu."),
        (
            "Volajte +421 2 1234 5678.",
            "Volajte plus štyri dva jeden, dva, jeden dva tri štyri, päť šesť sedem osem.",
        ),
        ("Stojí 12,50 €.", "Stojí dvanásť eur päťdesiat centov."),
        ("Dnes je 2024-03-05.", "Dnes je piateho marca dvetisícdvadsaťštyri."),
        ("Ide 100 km/h.", "Ide sto kilometrov za hodinu."),
        ("Vlak ide o 9:05.", "Vlak ide o deväť nula päť."),
        ("Rast o 3,5 %.", "Rast o tri celé päť percenta."),
    ],
    "sl": [
        ("5. marca 2024 bo sejem.", "petega marca dva tisoč štiriindvajset bo sejem."),
        ("Datum: 05.03.2024", "Datum: petega marca dva tisoč štiriindvajset"),
        ("Sestanek ob 14:30.", "Sestanek ob štirinajstih in trideset."),
        ("Zasedel je 3. mesto.", "Zasedel je tretje mesto."),
        ("Osvojila je 1. nagrado.", "Osvojila je prvo nagrado."),
        ("Leta 1990 se je vse spremenilo.", "Leta tisoč devetsto devetdeset se je vse spremenilo."),
        ("To je 3-5 km.", "To je od tri do pet kilometrov."),
        ("Zunaj je −5 °C.", "Zunaj je minus pet stopinj Celzija."),
        ("Paket tehta 5 kg.", "Paket tehta pet kilogramov."),
        (
            "Pokličite +386 1 234 56 78.",
            "Pokličite plus tri osem šest, ena, dvesto štiriintrideset, šestinpetdeset, oseminsedemdeset.",  # noqa: E501
        ),
        ("Stane 12,50 €.", "Stane dvanajst evrov petdeset centov."),
        ("Danes je 2024-03-05.", "Danes je petega marca dva tisoč štiriindvajset."),
        ("Vozi 100 km/h.", "Vozi sto kilometrov na uro."),
        ("Vlak odpelje ob 9:05.", "Vlak odpelje ob devetih in pet."),
        ("Rast za 5 %.", "Rast za pet odstotkov."),
    ],
    "hr": [
        (
            "5. ožujka 2024. bit će sajam.",
            "petog ožujka dvije tisuće dvadeset četvrte bit će sajam.",
        ),
        ("Datum: 05.03.2024.", "Datum: petog ožujka dvije tisuće dvadeset četvrte."),
        ("Sastanak u 14:30.", "Sastanak u četrnaest i trideset."),
        ("Osvojio je 3. mjesto.", "Osvojio je treće mjesto."),
        ("Dobila je 1. nagradu.", "Dobila je prvu nagradu."),
        ("Godine 1990 sve se promijenilo.", "Godine tisuću devetsto devedeset sve se promijenilo."),
        ("To je 3-5 km.", "To je od tri do pet kilometara."),
        ("Vani je −5 °C.", "Vani je minus pet Celzijevih stupnjeva."),
        ("Paket teži 2,5 kg.", "Paket teži dva zarez pet kilograma."),
        (
            "Nazovite +385 1 234 5678.",
            "Nazovite plus tri osam pet, jedan, dvjesto trideset i četiri, pet šest sedam osam.",
        ),
        ("Košta 12,50 €.", "Košta dvanaest eura i pedeset centi."),
        ("Danas je 2024-03-05.", "Danas je petog ožujka dvije tisuće dvadeset četvrte."),
        ("Vozi 100 km/h.", "Vozi sto kilometara na sat."),
        ("Vlak polazi u 9:05.", "Vlak polazi u devet i pet."),
        ("Rast od 3,5 %.", "Rast od tri zarez pet posto."),
    ],
}


test_a_native_reader_would_say_it_so, test_each_language_has_fifteen_checked_sentences = (
    reading_tests(CASES)
)
