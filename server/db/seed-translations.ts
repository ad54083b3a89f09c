import type { ServiceContent } from "./seed-data.ts";

/** Russian and German versions of each seeded service's text; English lives in seed-data.ts. */
export const serviceTranslations: Record<number, Record<"ru" | "de", ServiceContent>> = {
  1: {
    ru: {
      title: "Весенняя охота на бурого медведя в Корякских предгорьях",
      location: "Корякские предгорья, к северу от Эссо",
      description:
        "Весенняя охота на камчатского бурого медведя с проводником. Базой служит отапливаемый палаточный лагерь, куда из Эссо добираются на вездеходе или снегоходе. Каждый охотник работает один на один с опытным местным егерем: вместе они осматривают в бинокль открытые склоны и идут по свежим следам на весеннем снегу. Охота проводится по региональной лицензии на медведя, которую оформляет организатор; документы на временный ввоз оружия готовятся заранее. Добыча трофея зависит от погоды и перемещений медведей и не гарантируется.",
      tags: ["бурый медведь", "весенняя охота", "с лицензией", "снегоход", "трофей"],
      highlights: [
        "Охота один на один с лицензированным профессиональным охотником-проводником",
        "Отапливаемый палаточный лагерь в лучших медвежьих угодьях к северу от Эссо",
        "Заброска на снегоходах и вездеходах в отдалённые долины",
        "Оформление лицензии на медведя и разрешения на ввоз оружия берём на себя",
        "Первичная обработка трофея и помощь с документами СИТЕС на вывоз",
      ],
      included: [
        "Региональная лицензия на добычу бурого медведя (один медведь на охотника)",
        "Разрешение на временный ввоз оружия и регистрация в полиции",
        "Трансфер Петропавловск-Камчатский — Эссо — лагерь и обратно",
        "Лицензированный проводник и персонал лагеря, один проводник на одного охотника",
        "Проживание в отапливаемом палаточном лагере и полное питание",
        "Передвижение на снегоходах и вездеходах в охотничьих угодьях",
        "Первичная обработка и засолка трофея в полевых условиях",
      ],
      notIncluded: [
        "Международные перелёты и российская виза",
        "Трофейный сбор и сборы за разрешение СИТЕС на вывоз",
        "Таксидермические работы и доставка трофея",
        "Личная охотничья одежда и карабин",
        "Чаевые проводникам и персоналу лагеря",
      ],
      itinerary: [
        {
          day: 1,
          title: "Прибытие и переезд в Эссо",
          description:
            "Встреча в Петропавловске-Камчатском, регистрация оружия, затем около 9 часов пути на север до Эссо; ночёвка в гостевом доме с термальными бассейнами.",
        },
        {
          day: 2,
          title: "Заброска в охотничьи угодья",
          description:
            "Переезд на снегоходе или вездеходе в палаточный лагерь, пристрелка оружия, инструктаж по технике безопасности и первый вечерний осмотр склонов в бинокль с ближайшего хребта.",
        },
        {
          day: 3,
          title: "Охотничий день",
          description:
            "Ранний выход: осматриваем в бинокль южные склоны, где медведи выходят из берлог, и вместе с проводником идём пешком по свежим следам.",
        },
        {
          day: 4,
          title: "Охотничий день",
          description:
            "В зависимости от следов и направления ветра переезжаем на снегоходе в другую долину; возможно длительное скрадывание на снегоступах.",
        },
        {
          day: 5,
          title: "Охотничий день",
          description:
            "Продолжение охоты, а если медведь уже добыт — первичная обработка трофея и, по желанию, фотосъёмка окрестностей.",
        },
        {
          day: 6,
          title: "Резервный охотничий день",
          description:
            "Последний охотничий день, оставленный в резерве на случай непогоды; во второй половине дня сборы, вечером возвращение в Эссо.",
        },
        {
          day: 7,
          title: "Возвращение в Петропавловск-Камчатский",
          description:
            "Переезд обратно на юг, оформление документов на оружие и трофей, трансфер в отель или в аэропорт Елизово.",
        },
      ],
    },
    de: {
      title: "Frühjahrsjagd auf Braunbären in den Korjakischen Vorbergen",
      location: "Korjakische Vorberge, nördlich von Esso",
      description:
        "Geführte Frühjahrsjagd auf den Kamtschatka-Braunbären mit einem beheizten Zeltcamp als Basis, das von Esso aus per Kettenfahrzeug oder Schneemobil erreicht wird. Jeder Jäger jagt in Einzelbetreuung mit einem erfahrenen einheimischen Jagdführer, glast offene Hänge ab und folgt frischen Fährten im Frühjahrsschnee. Gejagt wird mit einer regionalen Bärenlizenz, die der Veranstalter besorgt; die Unterlagen für die vorübergehende Waffeneinfuhr werden im Voraus erledigt. Der Jagderfolg hängt von Wetter und Bärenaktivität ab und kann nicht garantiert werden.",
      tags: ["Braunbär", "Frühjahrsjagd", "mit Lizenz", "Schneemobil", "Trophäe"],
      highlights: [
        "Einzelbetreuung durch einen lizenzierten Berufsjäger",
        "Beheiztes Zeltcamp in erstklassigem Bärenrevier nördlich von Esso",
        "Zugang zu abgelegenen Tälern per Schneemobil und Kettenfahrzeug",
        "Bärenlizenz und Waffeneinfuhrgenehmigung werden für Sie besorgt",
        "Erstversorgung der Trophäe im Feld und Unterstützung bei den CITES-Ausfuhrpapieren",
      ],
      included: [
        "Regionale Jagdlizenz für Braunbären (ein Bär pro Jäger)",
        "Befristete Waffeneinfuhrgenehmigung und polizeiliche Registrierung",
        "Transfers Petropawlowsk-Kamtschatski – Esso – Camp und zurück",
        "Lizenzierter Jagdführer und Campteam, Betreuungsverhältnis 1:1",
        "Unterkunft im beheizten Zeltcamp mit Vollverpflegung",
        "Transport per Schneemobil und Kettenfahrzeug im Revier",
        "Erstversorgung und Salzen der Trophäe im Feld",
      ],
      notIncluded: [
        "Internationale Flüge und russisches Visum",
        "Trophäengebühr und Gebühren für die CITES-Ausfuhrgenehmigung",
        "Präparation und Versand der Trophäe",
        "Persönliche Jagdbekleidung und Gewehr",
        "Trinkgelder für Jagdführer und Campteam",
      ],
      itinerary: [
        {
          day: 1,
          title: "Ankunft und Transfer nach Esso",
          description:
            "Treffen in Petropawlowsk-Kamtschatski, Registrierung der Waffen, anschließend rund 9 Stunden Fahrt nach Norden bis Esso; Übernachtung in einem Gästehaus mit Thermalbecken.",
        },
        {
          day: 2,
          title: "Ins Jagdgebiet",
          description:
            "Fahrt per Schneemobil oder Kettenfahrzeug zum Zeltcamp, Einschießen der Waffe, Sicherheitseinweisung und erstes abendliches Abglasen von einem nahe gelegenen Bergrücken.",
        },
        {
          day: 3,
          title: "Jagdtag",
          description:
            "Früher Aufbruch, um die Südhänge abzuglasen, an denen die Bären ihr Winterlager verlassen; mit Ihrem Jagdführer folgen Sie frischen Fährten zu Fuß.",
        },
        {
          day: 4,
          title: "Jagdtag",
          description:
            "Je nach Fährten und Wind Wechsel per Schneemobil in ein anderes Tal; lange Pirschgänge auf Schneeschuhen sind möglich.",
        },
        {
          day: 5,
          title: "Jagdtag",
          description:
            "Fortsetzung der Jagd oder, falls bereits ein Bär erlegt wurde, Versorgung der Trophäe im Feld und auf Wunsch Fotografieren in der Umgebung.",
        },
        {
          day: 6,
          title: "Reservejagdtag",
          description:
            "Letzter Jagdtag als Reserve für wetterbedingte Verzögerungen; nachmittags Packen und abends Rückkehr nach Esso.",
        },
        {
          day: 7,
          title: "Rückkehr nach Petropawlowsk-Kamtschatski",
          description:
            "Rückfahrt nach Süden, Erledigung der Waffen- und Trophäenformalitäten und Transfer zu Ihrem Hotel oder zum Flughafen Jelisowo.",
        },
      ],
    },
  },
  2: {
    ru: {
      title: "Сплав по Жупановой: проходная и жилая микижа",
      location: "Река Жупанова, Восточная Камчатка",
      description:
        "Пятидневный сплав по реке Жупанова за дикой микижей, гольцом, а осенью — и за проходной микижей. До верховьев реки группа добирается по воздуху или по дороге, затем сплавляется вниз по течению на надувных плотах, каждую ночь вставая лагерем на галечных косах. Микижа и проходная микижа ловятся строго по принципу «поймал — отпусти», на мушки и одинарные крючки без бородки. Будьте готовы к сырой, холодной погоде и простым условиям в лагере.",
      tags: ["нахлыст", "проходная микижа", "сплав", "поймал — отпусти"],
      highlights: [
        "Около 60 км сплава по реке за четыре дня",
        "Дикая микижа, мальма и сезонный ход лосося",
        "Рыбалка по принципу «поймал — отпусти» с опытными проводниками-нахлыстовиками",
        "Лагеря на берегу реки с поваром",
        "Частые встречи с бурыми медведями на берегах",
      ],
      included: [
        "Лицензия на рыбную ловлю на реке Жупанова",
        "Трансфер из Петропавловска-Камчатского к месту начала сплава и обратно",
        "Плоты, палатки, туристические коврики и групповое снаряжение",
        "Один проводник на двух рыболовов и повар",
        "Полное питание и питьевая вода на маршруте",
        "Средства защиты от медведей, которые несут проводники",
      ],
      notIncluded: [
        "Нахлыстовые удилища, катушки и забродные комбинезоны (прокат по запросу)",
        "Спальный мешок",
        "Проживание в отеле в Петропавловске-Камчатском",
        "Алкогольные напитки",
      ],
      itinerary: [
        {
          day: 1,
          title: "Трансфер и начало сплава",
          description:
            "Ранний выезд по бездорожью из Петропавловска-Камчатского в верховья Жупановой, сборка плотов, инструктаж по технике безопасности и вечерняя рыбалка рядом с лагерем.",
        },
        {
          day: 2,
          title: "Сплав по верхнему течению",
          description:
            "Около 15 км сплава по многорукавному руслу с остановками на перекатах и у заломов, где ловим микижу и гольца.",
        },
        {
          day: 3,
          title: "Каньон",
          description:
            "Ловля в быстрой воде каньона на стримеры и «мышей»; ночёвка на большой галечной косе.",
        },
        {
          day: 4,
          title: "Нижнее течение",
          description:
            "Более спокойная вода и протоки, где держатся проходная микижа (сентябрь — октябрь) и лосось; целый день рыбалки.",
        },
        {
          day: 5,
          title: "Окончание сплава и возвращение",
          description:
            "Утренняя рыбалка, затем окончание сплава и переезд в Петропавловск-Камчатский с прибытием вечером.",
        },
      ],
    },
    de: {
      title: "Schlauchboot-Angeltour auf der Schupanowa: Stahlkopf- und Regenbogenforellen",
      location: "Fluss Schupanowa, Ostkamtschatka",
      description:
        "Fünftägige Schlauchboottour auf der Schupanowa mit Fokus auf wilde Regenbogenforellen, Saiblinge und im Herbst Stahlkopfforellen. Die Anreise zum Oberlauf erfolgt per Flug oder auf dem Landweg, danach treiben Sie in Schlauchbooten flussabwärts und übernachten jede Nacht auf Kiesbänken. Regenbogen- und Stahlkopfforellen werden ausnahmslos zurückgesetzt; gefischt wird mit Fliegen und Einzelhaken ohne Widerhaken. Rechnen Sie mit nassem, kaltem Wetter und einfachen Campbedingungen.",
      tags: ["Fliegenfischen", "Stahlkopfforelle", "Schlauchboot", "Fangen und Zurücksetzen"],
      highlights: [
        "Rund 60 km Flussstrecke im Schlauchboot an vier Tagen",
        "Wilde Regenbogenforellen, Malma-Saiblinge und saisonale Lachszüge",
        "Fangen und Zurücksetzen mit erfahrenen Fliegenfischer-Guides",
        "Camps am Flussufer mit eigenem Koch",
        "Häufige Braunbärensichtungen entlang der Ufer",
      ],
      included: [
        "Angellizenz für die Schupanowa",
        "Transfers von Petropawlowsk-Kamtschatski zur Einsetzstelle und zurück",
        "Schlauchboote, Zelte, Isomatten und Gruppenausrüstung",
        "Ein Guide für je zwei Angler sowie ein Campkoch",
        "Vollverpflegung und Trinkwasser unterwegs",
        "Bärenschutzausrüstung, die von den Guides mitgeführt wird",
      ],
      notIncluded: [
        "Fliegenruten, Rollen und Wathosen (Verleih auf Anfrage)",
        "Schlafsack",
        "Hotelübernachtungen in Petropawlowsk-Kamtschatski",
        "Alkoholische Getränke",
      ],
      itinerary: [
        {
          day: 1,
          title: "Transfer und Einsetzen",
          description:
            "Frühe Geländefahrt von Petropawlowsk-Kamtschatski zum Oberlauf der Schupanowa, Vorbereitung der Boote, Sicherheitseinweisung und abendliches Fischen in der Nähe des Camps.",
        },
        {
          day: 2,
          title: "Auf dem Oberlauf",
          description:
            "Rund 15 km Fahrt durch verzweigte Flussarme mit Stopps an Schnellen und Treibholzansammlungen, um auf Regenbogenforellen und Saiblinge zu fischen.",
        },
        {
          day: 3,
          title: "Schluchtabschnitt",
          description:
            "Fischen im schnelleren Wasser der Schlucht mit Streamern und Mäusemustern; Übernachtung auf einer großen Kiesbank.",
        },
        {
          day: 4,
          title: "Unterlauf",
          description:
            "Ruhigeres Wasser und Seitenarme, in denen Stahlkopfforellen (September–Oktober) und Lachse stehen; ein ganzer Angeltag.",
        },
        {
          day: 5,
          title: "Ausstieg und Rückfahrt",
          description:
            "Morgens Fischen, dann Ausstieg und Rückfahrt nach Petropawlowsk-Kamtschatski mit Ankunft am Abend.",
        },
      ],
    },
  },
  3: {
    ru: {
      title: "Поход выходного дня к горячим источникам Налычево",
      location: "Природный парк «Налычево»",
      description:
        "Трёхдневный поход в природный парк «Налычево» с проживанием в домиках парка рядом с Налычевскими горячими источниками. Маршрут проходит через перевал между Авачинским и Корякским вулканами и спускается в долину с лугами и термальными купальнями. Ежедневно 12–20 км пешком с умеренными подъёмами; рюкзаки участники несут сами.",
      tags: ["горячие источники", "поход", "природный парк", "домики"],
      highlights: [
        "Купание в природных горячих ваннах долины Налычево",
        "Виды на Корякский и Авачинский вулканы с перевала",
        "Две ночи в отапливаемых домиках парка",
        "По желанию — вечернее купание в источниках в ночной сеанс в 22:00",
      ],
      included: [
        "Входные билеты в природный парк «Налычево» и разрешения на проживание в домиках",
        "Трансфер из Петропавловска-Камчатского к началу тропы и обратно",
        "Англоговорящий проводник",
        "Полное питание во время похода",
        "Кухонное снаряжение и групповая аптечка",
      ],
      notIncluded: [
        "Рюкзак, спальный мешок и трекинговые ботинки",
        "Проживание в отеле до и после тура",
        "Туристическая страховка",
      ],
      itinerary: [
        {
          day: 1,
          title: "От начала тропы в долину Налычево",
          description:
            "Переезд к началу тропы у базы под Авачинским вулканом, затем около 20 км пешком через перевал Дзендзур до домиков парка; вечером купание в горячих источниках.",
        },
        {
          day: 2,
          title: "Знакомство с долиной",
          description:
            "Радиальный выход налегке к Таловым источникам и травертиновым террасам, возвращение в домики на вторую ночь.",
        },
        {
          day: 3,
          title: "Выход из парка",
          description:
            "Утреннее купание, затем выход по тропе вдоль долины к месту, где группу забирает машина, и переезд в Петропавловск-Камчатский.",
        },
      ],
    },
    de: {
      title: "Wanderwochenende zu den heißen Quellen von Nalytschewo",
      location: "Naturpark Nalytschewo",
      description:
        "Dreitägige Wanderung in den Naturpark Nalytschewo mit Übernachtung in Parkhütten nahe den heißen Quellen von Nalytschewo. Die Route führt über einen Pass zwischen den Vulkanen Awatschinski und Korjakski und hinab in ein Tal mit Wiesen und Thermalbecken. Die Tagesetappen umfassen 12–20 km mit mäßigen Anstiegen; das Gepäck trägt die Gruppe selbst.",
      tags: ["heiße Quellen", "Wandern", "Naturpark", "Hütten"],
      highlights: [
        "Bad in den natürlichen heißen Becken des Nalytschewo-Tals",
        "Blick auf die Vulkane Korjakski und Awatschinski vom Pass",
        "Zwei Nächte in beheizten Parkhütten",
        "Optionales abendliches Bad in den Quellen im 22-Uhr-Zeitfenster",
      ],
      included: [
        "Eintritt in den Naturpark Nalytschewo und Genehmigungen für die Hütten",
        "Transfers von Petropawlowsk-Kamtschatski zum Ausgangspunkt und zurück",
        "Englischsprachiger Wanderführer",
        "Vollverpflegung während der Wanderung",
        "Kochausrüstung und Erste-Hilfe-Set für die Gruppe",
      ],
      notIncluded: [
        "Rucksack, Schlafsack und Wanderschuhe",
        "Hotelübernachtungen vor und nach der Tour",
        "Reiseversicherung",
      ],
      itinerary: [
        {
          day: 1,
          title: "Vom Ausgangspunkt ins Nalytschewo-Tal",
          description:
            "Fahrt zum Ausgangspunkt nahe dem Basislager am Awatschinski, dann rund 20 km Wanderung über den Dsendsur-Pass zu den Parkhütten; abends Bad in den heißen Quellen.",
        },
        {
          day: 2,
          title: "Erkundung des Tals",
          description:
            "Tageswanderung ohne volles Gepäck zu den Talowyje-Quellen und Travertinterrassen, Rückkehr zu den Hütten für die zweite Nacht.",
        },
        {
          day: 3,
          title: "Rückweg",
          description:
            "Morgendliches Bad, dann Wanderung auf dem Talweg zum Abholpunkt und Rückfahrt nach Petropawlowsk-Kamtschatski.",
        },
      ],
    },
  },
  4: {
    ru: {
      title: "Вертолётная экскурсия: Долина гейзеров и медведи Курильского озера",
      location: "Долина гейзеров и Курильское озеро, Кроноцкий заповедник и Южно-Камчатский заказник",
      description:
        "Однодневная экскурсия на вертолёте Ми-8 из Елизово: прогулка по настилам Долины гейзеров и наблюдение за медведями со смотровых площадок на Курильском озере. Общее полётное время — около 4 часов, в каждом месте стоянка примерно 1,5 часа, обед — в кальдере Узон. Полёты зависят от погоды, поэтому просим оставить следующий день свободным в качестве резервного; если отменены оба дня, стоимость возвращается полностью.",
      tags: ["вертолёт", "гейзеры", "наблюдение за медведями", "однодневный тур"],
      highlights: [
        "Прогулка по настилам среди гейзеров и грязевых котлов Долины гейзеров",
        "Бурые медведи, ловящие нерку на Курильском озере (июль — сентябрь)",
        "Вид с высоты на вулканы Карымский, Камбальный и Ильинский",
        "Остановка на термальных полях кальдеры Узон",
        "Резервный день на случай непогоды и полный возврат стоимости, если полёт не состоится",
      ],
      included: [
        "Перелёт на вертолёте Елизово — Долина гейзеров — Курильское озеро — Елизово",
        "Сборы за посещение Кроноцкого заповедника и Южно-Камчатского заказника",
        "Сопровождение вооружённого инспектора заказника на Курильском озере",
        "Англоговорящий гид на борту",
        "Обед с собой и горячие напитки",
        "Трансфер из отеля и обратно в Петропавловске-Камчатском или Елизово",
      ],
      notIncluded: [
        "Туристическая страховка",
        "Личные расходы и сувениры",
        "Сверхнормативный багаж свыше 10 кг на человека",
      ],
      itinerary: [
        {
          day: 1,
          title: "Долина гейзеров и Курильское озеро",
          description:
            "В 07:30 трансфер из отеля и проверка погоды, перелёт в Долину гейзеров и кольцевая прогулка по настилам с гидом, обед в кальдере Узон, затем перелёт на юг к Курильскому озеру для наблюдения за медведями вместе с инспекторами заказника и возвращение в Елизово около 18:00.",
        },
      ],
    },
    de: {
      title: "Hubschraubertag: Tal der Geysire und die Bären am Kurilensee",
      location: "Tal der Geysire und Kurilensee, Schutzgebiete Kronozki und Südkamtschatka",
      description:
        "Ganztägiger Ausflug im Mi-8-Hubschrauber von Jelisowo zum Bohlenweg im Tal der Geysire und zu den Bärenbeobachtungsplattformen am Kurilensee. Die Flugzeit beträgt insgesamt etwa 4 Stunden, an jedem Ort bleiben Sie rund 1,5 Stunden, die Mittagspause findet in der Uson-Caldera statt. Die Flüge sind wetterabhängig; bitte halten Sie deshalb den Folgetag als Reservetag frei. Fallen beide Tage aus, wird der Preis vollständig erstattet.",
      tags: ["Hubschrauber", "Geysire", "Bärenbeobachtung", "Tagesausflug"],
      highlights: [
        "Rundgang auf dem Bohlenweg zwischen Geysiren und Schlammtöpfen im Tal der Geysire",
        "Braunbären beim Fang von Rotlachsen am Kurilensee (Juli–September)",
        "Blick aus der Luft auf die Vulkane Karymski, Kambalny und Iljinski",
        "Zwischenstopp an den Thermalfeldern der Uson-Caldera",
        "Wetterreservetag und volle Erstattung, falls der Flug nicht stattfinden kann",
      ],
      included: [
        "Hubschrauberflug Jelisowo – Tal der Geysire – Kurilensee – Jelisowo",
        "Eintrittsgebühren für die Schutzgebiete Kronozki und Südkamtschatka",
        "Begleitung durch bewaffnete Wildhüter des Schutzgebiets am Kurilensee",
        "Englischsprachiger Reiseleiter an Bord",
        "Lunchpaket und heiße Getränke",
        "Abholung und Rücktransfer zum Hotel in Petropawlowsk-Kamtschatski oder Jelisowo",
      ],
      notIncluded: [
        "Reiseversicherung",
        "Persönliche Ausgaben und Souvenirs",
        "Übergepäck über 10 kg pro Person",
      ],
      itinerary: [
        {
          day: 1,
          title: "Tal der Geysire und Kurilensee",
          description:
            "Abholung um 07:30 Uhr und Prüfung der Wetterlage, Flug ins Tal der Geysire zu einem geführten Rundgang auf dem Bohlenweg, Mittagessen in der Uson-Caldera, anschließend Flug nach Süden zum Kurilensee zur Bärenbeobachtung mit den Wildhütern des Schutzgebiets und Rückkehr nach Jelisowo gegen 18:00 Uhr.",
        },
      ],
    },
  },
  5: {
    ru: {
      title: "Восхождения на Авачинский и Мутновский вулканы",
      location: "Авачинский и Мутновский вулканы",
      description:
        "Четырёхдневный тур, объединяющий восхождение на вершину Авачинского вулкана (2741 м) и поход в активный кратер Мутновского. Ночёвки — в базовом лагере у подножия Авачинского и в домике рядом с Мутновским. Подъём на Авачинский — это крутой набор высоты 1700 м по сыпучей осыпи, 5–7 часов вверх, поэтому нужна хорошая физическая подготовка. В непогоду дни восхождений могут быть перенесены в пределах тура.",
      tags: ["вулкан", "вершина", "поход", "кратер"],
      highlights: [
        "Вершина Авачинского вулкана с видом на Авачинскую бухту",
        "Поход в дымящийся кратер Мутновского с фумаролами и ледниками",
        "Дачные горячие источники и Мутновский геотермальный район",
        "Небольшие группы под руководством сертифицированных горных гидов",
      ],
      included: [
        "Трансферы на полноприводных внедорожниках между Петропавловском-Камчатским и обоими вулканами",
        "Сертифицированный горный гид (1 на 6 участников восхождения)",
        "Проживание в палатках базового лагеря или в домике",
        "Полное питание во время тура",
        "Каски, кошки и трекинговые палки",
        "Разрешения на посещение парков",
      ],
      notIncluded: [
        "Горные ботинки и непромокаемая одежда",
        "Спальный мешок",
        "Проживание в отеле в Петропавловске-Камчатском",
        "Туристическая страховка, покрывающая высокогорные восхождения",
      ],
      itinerary: [
        {
          day: 1,
          title: "Переезд в базовый лагерь под Авачинским",
          description:
            "Переезд на внедорожнике по сухому руслу реки до базового лагеря на высоте около 850 м, акклиматизационный выход на гору Верблюд и проверка снаряжения.",
        },
        {
          day: 2,
          title: "Вершина Авачинского",
          description:
            "Выход около 04:00 и подъём к кромке кратера: 5–7 часов вверх и 3 часа вниз по осыпи; вечером отдых в базовом лагере.",
        },
        {
          day: 3,
          title: "Кратер Мутновского",
          description:
            "Переезд на юг на Мутновское плато и поход в активный кратер, около 6 часов туда и обратно; ночёвка в домике рядом с геотермальной станцией.",
        },
        {
          day: 4,
          title: "Вилючинский водопад и возвращение",
          description:
            "Короткая прогулка к водопаду в районе Вилючинского перевала, по желанию — купание в Дачных источниках, затем переезд в Петропавловск-Камчатский.",
        },
      ],
    },
    de: {
      title: "Aufstiege auf die Vulkane Awatschinski und Mutnowski",
      location: "Vulkane Awatschinski und Mutnowski",
      description:
        "Viertägige Tour, die die Gipfelbesteigung des Awatschinski (2.741 m) mit einer Wanderung in den aktiven Krater des Mutnowski verbindet. Übernachtet wird in einem Basislager am Fuß des Awatschinski und in einer Hütte nahe dem Mutnowski. Der Aufstieg auf den Awatschinski führt steil über 1.700 Höhenmeter auf losem Geröll und dauert 5–7 Stunden, gute Kondition ist daher Voraussetzung. Bei schlechtem Wetter können die Gipfeltage innerhalb der Reise verschoben werden.",
      tags: ["Vulkan", "Gipfel", "Bergwandern", "Krater"],
      highlights: [
        "Gipfel des Awatschinski mit Blick über die Awatscha-Bucht",
        "Wanderung in den dampfenden Krater des Mutnowski mit Fumarolen und Gletschern",
        "Heiße Quellen von Datschnyje und das Geothermalgebiet am Mutnowski",
        "Kleine Gruppen unter Leitung zertifizierter Bergführer",
      ],
      included: [
        "Geländetransfers im Allradfahrzeug zwischen Petropawlowsk-Kamtschatski und beiden Vulkanen",
        "Zertifizierter Bergführer (1 pro 6 Bergsteiger)",
        "Unterkunft in Zelten im Basislager oder in einer Hütte",
        "Vollverpflegung während der Reise",
        "Helme, Steigeisen und Wanderstöcke",
        "Parkgenehmigungen",
      ],
      notIncluded: [
        "Bergstiefel und wasserdichte Kleidung",
        "Schlafsack",
        "Hotelübernachtungen in Petropawlowsk-Kamtschatski",
        "Reiseversicherung mit Deckung für Hochgebirgstouren",
      ],
      itinerary: [
        {
          day: 1,
          title: "Transfer zum Basislager am Awatschinski",
          description:
            "Fahrt im Allradfahrzeug durch das trockene Flussbett zum Basislager auf etwa 850 m, Akklimatisierungswanderung zum Kamelberg und Ausrüstungskontrolle.",
        },
        {
          day: 2,
          title: "Gipfel des Awatschinski",
          description:
            "Aufbruch gegen 04:00 Uhr zum Aufstieg auf den Kraterrand, 5–7 Stunden hinauf und 3 Stunden hinab über das Geröll; abends Erholung im Basislager.",
        },
        {
          day: 3,
          title: "Krater des Mutnowski",
          description:
            "Fahrt nach Süden auf das Mutnowski-Plateau und rund sechsstündige Wanderung hin und zurück in den aktiven Krater; Übernachtung in einer Hütte nahe dem Geothermiekraftwerk.",
        },
        {
          day: 4,
          title: "Wiljutschinski-Wasserfall und Rückfahrt",
          description:
            "Kurze Wanderung zu einem Wasserfall am Wiljutschinski-Pass, auf Wunsch Bad in den Datschnyje-Quellen, anschließend Rückfahrt nach Petropawlowsk-Kamtschatski.",
        },
      ],
    },
  },
  6: {
    ru: {
      title: "Морская рыбалка в Авачинской бухте и круиз в бухту Русская",
      location: "Авачинская бухта и бухта Русская, тихоокеанское побережье",
      description:
        "Двухдневная поездка на судне из Петропавловска-Камчатского: выход из Авачинской бухты в закрытую от ветров бухту Русская с донной рыбалкой на палтуса, треску, терпуга и морского окуня. Ночь проводится на борту или в лагере у якорной стоянки в бухте Русская, а улов готовят на ужин. Маршрут зависит от состояния моря, и в непогоду капитан может сократить поездку. Тур проводится только с июня по сентябрь.",
      tags: ["морская рыбалка", "катер", "авачинская бухта", "сезонный"],
      highlights: [
        "Донная рыбалка на палтуса, треску и терпуга",
        "Проход мимо скал Три Брата у входа в Авачинскую бухту",
        "Каланы, сивучи и топорки у побережья",
        "Ночь на якоре в бухте Русская",
        "Свежий улов, приготовленный на борту",
      ],
      included: [
        "Аренда судна с капитаном и экипажем",
        "Удилища, снасти и наживка",
        "Разрешение на морскую рыбалку",
        "Койка в каюте или палатка в лагере на ночь",
        "Полное питание на борту",
        "Спасательные жилеты и непромокаемые палубные костюмы",
      ],
      notIncluded: [
        "Трансфер до порта в Петропавловске-Камчатском",
        "Алкогольные напитки",
        "Средства от морской болезни",
        "Чаевые экипажу",
      ],
      itinerary: [
        {
          day: 1,
          title: "Из Авачинской бухты в бухту Русская",
          description:
            "Отход из порта в 08:00, проход мимо скал Три Брата, рыбалка вдоль побережья по пути на юг и стоянка на якоре в бухте Русская, где ужинаем и ночуем.",
        },
        {
          day: 2,
          title: "Рыбалка и возвращение",
          description:
            "Утренняя рыбалка на банках в открытом море, наблюдение за животными у острова Старичков и возвращение в Петропавловск-Камчатский около 18:00.",
        },
      ],
    },
    de: {
      title: "Meeresangeln in der Awatscha-Bucht und Bootsfahrt in die Russkaja-Bucht",
      location: "Awatscha-Bucht und Russkaja-Bucht, Pazifikküste",
      description:
        "Zweitägige Bootstour von Petropawlowsk-Kamtschatski aus der Awatscha-Bucht hinaus in die geschützte Russkaja-Bucht, mit Grundangeln auf Heilbutt, Kabeljau, Grünling und Rotbarsch. Übernachtet wird an Bord oder in einem Camp am Ankerplatz in der Russkaja-Bucht; der Fang wird zum Abendessen zubereitet. Die Route richtet sich nach dem Seegang, bei schlechtem Wetter kann der Kapitän die Tour verkürzen. Nur von Juni bis September.",
      tags: ["Meeresangeln", "Boot", "Awatscha-Bucht", "saisonal"],
      highlights: [
        "Grundangeln auf Heilbutt, Kabeljau und Grünling",
        "Vorbei an den Felsen „Drei Brüder“ an der Einfahrt zur Awatscha-Bucht",
        "Seeotter, Stellersche Seelöwen und Papageitaucher entlang der Küste",
        "Übernachtung vor Anker in der Russkaja-Bucht",
        "Frischer Fang, an Bord zubereitet",
      ],
      included: [
        "Bootscharter mit Kapitän und Besatzung",
        "Angelruten, Angelzubehör und Köder",
        "Genehmigung zum Meeresangeln",
        "Kojenplatz in der Kabine oder Campzelt für die Nacht",
        "Vollverpflegung an Bord",
        "Rettungswesten und wasserdichte Deckanzüge",
      ],
      notIncluded: [
        "Transfers zum Hafen in Petropawlowsk-Kamtschatski",
        "Alkoholische Getränke",
        "Medikamente gegen Seekrankheit",
        "Trinkgelder für die Besatzung",
      ],
      itinerary: [
        {
          day: 1,
          title: "Von der Awatscha-Bucht in die Russkaja-Bucht",
          description:
            "Abfahrt im Hafen um 08:00 Uhr, vorbei an den Felsen „Drei Brüder“, unterwegs nach Süden Angeln entlang der Küste und Ankern in der Russkaja-Bucht für Abendessen und Übernachtung.",
        },
        {
          day: 2,
          title: "Angeln und Rückfahrt",
          description:
            "Morgens Angeln auf den Bänken vor der Küste, Tierbeobachtung bei der Insel Staritschkow und Rückkehr nach Petropawlowsk-Kamtschatski gegen 18:00 Uhr.",
        },
      ],
    },
  },
};
