#!/bin/sh
# Renders the seed's intro video (intro.mp4) and its poster (intro-poster.jpg) from the site's own
# brand graphics: the TBT mark of src/public/favicon.svg, the theme's orange (#EA580C) on its
# beige background (#F5F3EF), the site name and tagline of the settings seed. Needs ffmpeg with
# librsvg, libfreetype and libx264 (Debian: apt-get install ffmpeg) and the DejaVu fonts.
# Run from the repository root:  sh server/db/seed/media/render-intro.sh
set -eu
out=server/db/seed/media
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
font_regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
# Alpha of a text fading in over 0.6 s from second $1.
fade_in() { echo "if(lt(t,$1),0,if(lt(t,$1+0.6),(t-$1)/0.6,1))"; }

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=#F5F3EF:s=1280x720:r=25:d=6" \
  -width 200 -height 200 -loop 1 -framerate 25 -t 6 -i src/public/favicon.svg \
  -f lavfi -i "color=c=#EA580C:s=360x6:r=25:d=6" \
  -f lavfi -i "color=c=#F5F3EF:s=360x6:r=25:d=6" \
  -filter_complex "
    [1:v]format=rgba,fade=in:st=0.2:d=0.8:alpha=1[mark];
    [0:v][mark]overlay=x=(W-w)/2:y=110-max(0\,(1-t)*40):format=auto[a];
    [a][2:v]overlay=x=(W-w)/2:y=492:enable='gte(t,2.6)'[b];
    [b][3:v]overlay=x=(W-w)/2+min(360\,(t-2.6)*450):y=492:eval=frame:enable='gte(t,2.6)'[c];
    [c]drawtext=fontfile=$font:text='TBT Dijital':fontsize=76:fontcolor=#1F2937:x=(w-text_w)/2:y=340:alpha='$(fade_in 1.0)',
       drawtext=fontfile=$font_regular:text='Dijital dönüşümde güvenilir ortağınız':fontsize=36:fontcolor=#4B5563:x=(w-text_w)/2:y=438:alpha='$(fade_in 1.8)',
       drawtext=fontfile=$font:text='Web  ·  E-Ticaret  ·  Mobil  ·  Yazılım  ·  Dijital Pazarlama':fontsize=30:fontcolor=#C2410C:x=(w-text_w)/2:y=540:alpha='$(fade_in 3.0)',
       fade=out:st=5.3:d=0.7:color=#F5F3EF,format=yuv420p[v]" \
  -map "[v]" -an -c:v libx264 -profile:v main -level 3.1 -preset veryslow -crf 24 -tune stillimage \
  -movflags +faststart -metadata title="TBT Dijital" "$out/intro.mp4"

# The poster: the complete title card (second 4.5), as a JPEG.
ffmpeg -hide_banner -loglevel error -y -ss 4.5 -i "$out/intro.mp4" -frames:v 1 -q:v 5 "$out/intro-poster.jpg"
ls -l "$out/intro.mp4" "$out/intro-poster.jpg"
