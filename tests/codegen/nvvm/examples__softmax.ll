; kernel softmax [BM=16, BN=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @softmax(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 10
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 11
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 12
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 10
  %v35 = and i32 %v34, 15
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 16
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 16
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 1024, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = load float, float addrspace(1)* %v58, align 4
  %v60 = icmp ult i64 %v40, %v42
  %v61 = add i64 %v50, 1
  %v62 = add i64 %v48, 1
  %v63 = icmp ult i64 %v62, %v49
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v66 = load float, float addrspace(1)* %v65, align 4
  %v67 = icmp ult i64 %v40, %v42
  %v68 = add i64 %v50, 2
  %v69 = add i64 %v48, 2
  %v70 = icmp ult i64 %v69, %v49
  %v71 = and i1 %v67, %v70
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v68
  %v73 = load float, float addrspace(1)* %v72, align 4
  %v74 = icmp ult i64 %v40, %v42
  %v75 = add i64 %v50, 3
  %v76 = add i64 %v48, 3
  %v77 = icmp ult i64 %v76, %v49
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = load float, float addrspace(1)* %v79, align 4
  %v81 = icmp ult i64 %v40, %v42
  %v82 = add i64 %v50, 128
  %v83 = add i64 %v48, 128
  %v84 = icmp ult i64 %v83, %v49
  %v85 = and i1 %v81, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = icmp ult i64 %v40, %v42
  %v89 = add i64 %v50, 129
  %v90 = add i64 %v48, 129
  %v91 = icmp ult i64 %v90, %v49
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = icmp ult i64 %v40, %v42
  %v96 = add i64 %v50, 130
  %v97 = add i64 %v48, 130
  %v98 = icmp ult i64 %v97, %v49
  %v99 = and i1 %v95, %v98
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v96
  %v101 = load float, float addrspace(1)* %v100, align 4
  %v102 = icmp ult i64 %v40, %v42
  %v103 = add i64 %v50, 131
  %v104 = add i64 %v48, 131
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = icmp ult i64 %v40, %v42
  %v110 = add i64 %v50, 256
  %v111 = add i64 %v48, 256
  %v112 = icmp ult i64 %v111, %v49
  %v113 = and i1 %v109, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v115 = load float, float addrspace(1)* %v114, align 4
  %v116 = icmp ult i64 %v40, %v42
  %v117 = add i64 %v50, 257
  %v118 = add i64 %v48, 257
  %v119 = icmp ult i64 %v118, %v49
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = icmp ult i64 %v40, %v42
  %v124 = add i64 %v50, 258
  %v125 = add i64 %v48, 258
  %v126 = icmp ult i64 %v125, %v49
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = icmp ult i64 %v40, %v42
  %v131 = add i64 %v50, 259
  %v132 = add i64 %v48, 259
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = icmp ult i64 %v40, %v42
  %v138 = add i64 %v50, 384
  %v139 = add i64 %v48, 384
  %v140 = icmp ult i64 %v139, %v49
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  %v143 = load float, float addrspace(1)* %v142, align 4
  %v144 = icmp ult i64 %v40, %v42
  %v145 = add i64 %v50, 385
  %v146 = add i64 %v48, 385
  %v147 = icmp ult i64 %v146, %v49
  %v148 = and i1 %v144, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = icmp ult i64 %v40, %v42
  %v152 = add i64 %v50, 386
  %v153 = add i64 %v48, 386
  %v154 = icmp ult i64 %v153, %v49
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = icmp ult i64 %v40, %v42
  %v159 = add i64 %v50, 387
  %v160 = add i64 %v48, 387
  %v161 = icmp ult i64 %v160, %v49
  %v162 = and i1 %v158, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v159
  %v164 = load float, float addrspace(1)* %v163, align 4
  %v165 = icmp ult i64 %v40, %v42
  %v166 = add i64 %v50, 512
  %v167 = add i64 %v48, 512
  %v168 = icmp ult i64 %v167, %v49
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = icmp ult i64 %v40, %v42
  %v173 = add i64 %v50, 513
  %v174 = add i64 %v48, 513
  %v175 = icmp ult i64 %v174, %v49
  %v176 = and i1 %v172, %v175
  %v177 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v173
  %v178 = load float, float addrspace(1)* %v177, align 4
  %v179 = icmp ult i64 %v40, %v42
  %v180 = add i64 %v50, 514
  %v181 = add i64 %v48, 514
  %v182 = icmp ult i64 %v181, %v49
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  %v185 = load float, float addrspace(1)* %v184, align 4
  %v186 = icmp ult i64 %v40, %v42
  %v187 = add i64 %v50, 515
  %v188 = add i64 %v48, 515
  %v189 = icmp ult i64 %v188, %v49
  %v190 = and i1 %v186, %v189
  %v191 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v187
  %v192 = load float, float addrspace(1)* %v191, align 4
  %v193 = icmp ult i64 %v40, %v42
  %v194 = add i64 %v50, 640
  %v195 = add i64 %v48, 640
  %v196 = icmp ult i64 %v195, %v49
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  %v200 = icmp ult i64 %v40, %v42
  %v201 = add i64 %v50, 641
  %v202 = add i64 %v48, 641
  %v203 = icmp ult i64 %v202, %v49
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v201
  %v206 = load float, float addrspace(1)* %v205, align 4
  %v207 = icmp ult i64 %v40, %v42
  %v208 = add i64 %v50, 642
  %v209 = add i64 %v48, 642
  %v210 = icmp ult i64 %v209, %v49
  %v211 = and i1 %v207, %v210
  %v212 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v208
  %v213 = load float, float addrspace(1)* %v212, align 4
  %v214 = icmp ult i64 %v40, %v42
  %v215 = add i64 %v50, 643
  %v216 = add i64 %v48, 643
  %v217 = icmp ult i64 %v216, %v49
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  %v220 = load float, float addrspace(1)* %v219, align 4
  %v221 = icmp ult i64 %v40, %v42
  %v222 = add i64 %v50, 768
  %v223 = add i64 %v48, 768
  %v224 = icmp ult i64 %v223, %v49
  %v225 = and i1 %v221, %v224
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v222
  %v227 = load float, float addrspace(1)* %v226, align 4
  %v228 = icmp ult i64 %v40, %v42
  %v229 = add i64 %v50, 769
  %v230 = add i64 %v48, 769
  %v231 = icmp ult i64 %v230, %v49
  %v232 = and i1 %v228, %v231
  %v233 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v229
  %v234 = load float, float addrspace(1)* %v233, align 4
  %v235 = icmp ult i64 %v40, %v42
  %v236 = add i64 %v50, 770
  %v237 = add i64 %v48, 770
  %v238 = icmp ult i64 %v237, %v49
  %v239 = and i1 %v235, %v238
  %v240 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v236
  %v241 = load float, float addrspace(1)* %v240, align 4
  %v242 = icmp ult i64 %v40, %v42
  %v243 = add i64 %v50, 771
  %v244 = add i64 %v48, 771
  %v245 = icmp ult i64 %v244, %v49
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  %v248 = load float, float addrspace(1)* %v247, align 4
  %v249 = icmp ult i64 %v40, %v42
  %v250 = add i64 %v50, 896
  %v251 = add i64 %v48, 896
  %v252 = icmp ult i64 %v251, %v49
  %v253 = and i1 %v249, %v252
  %v254 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v250
  %v255 = load float, float addrspace(1)* %v254, align 4
  %v256 = icmp ult i64 %v40, %v42
  %v257 = add i64 %v50, 897
  %v258 = add i64 %v48, 897
  %v259 = icmp ult i64 %v258, %v49
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v262 = load float, float addrspace(1)* %v261, align 4
  %v263 = icmp ult i64 %v40, %v42
  %v264 = add i64 %v50, 898
  %v265 = add i64 %v48, 898
  %v266 = icmp ult i64 %v265, %v49
  %v267 = and i1 %v263, %v266
  %v268 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v264
  %v269 = load float, float addrspace(1)* %v268, align 4
  %v270 = icmp ult i64 %v40, %v42
  %v271 = add i64 %v50, 899
  %v272 = add i64 %v48, 899
  %v273 = icmp ult i64 %v272, %v49
  %v274 = and i1 %v270, %v273
  %v275 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v271
  %v276 = load float, float addrspace(1)* %v275, align 4
  %v277 = mul i64 8, %v41
  %v278 = add i64 %v50, %v277
  %v279 = add i64 %v40, 8
  %v280 = icmp ult i64 %v279, %v42
  %v281 = icmp ult i64 %v48, %v49
  %v282 = and i1 %v280, %v281
  %v283 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v278
  %v284 = load float, float addrspace(1)* %v283, align 4
  %v285 = mul i64 8, %v41
  %v286 = add i64 %v50, %v285
  %v287 = add i64 %v40, 8
  %v288 = icmp ult i64 %v287, %v42
  %v289 = add i64 %v286, 1
  %v290 = add i64 %v48, 1
  %v291 = icmp ult i64 %v290, %v49
  %v292 = and i1 %v288, %v291
  %v293 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v289
  %v294 = load float, float addrspace(1)* %v293, align 4
  %v295 = mul i64 8, %v41
  %v296 = add i64 %v50, %v295
  %v297 = add i64 %v40, 8
  %v298 = icmp ult i64 %v297, %v42
  %v299 = add i64 %v296, 2
  %v300 = add i64 %v48, 2
  %v301 = icmp ult i64 %v300, %v49
  %v302 = and i1 %v298, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  %v304 = load float, float addrspace(1)* %v303, align 4
  %v305 = mul i64 8, %v41
  %v306 = add i64 %v50, %v305
  %v307 = add i64 %v40, 8
  %v308 = icmp ult i64 %v307, %v42
  %v309 = add i64 %v306, 3
  %v310 = add i64 %v48, 3
  %v311 = icmp ult i64 %v310, %v49
  %v312 = and i1 %v308, %v311
  %v313 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v309
  %v314 = load float, float addrspace(1)* %v313, align 4
  %v315 = mul i64 8, %v41
  %v316 = add i64 %v50, %v315
  %v317 = add i64 %v40, 8
  %v318 = icmp ult i64 %v317, %v42
  %v319 = add i64 %v316, 128
  %v320 = add i64 %v48, 128
  %v321 = icmp ult i64 %v320, %v49
  %v322 = and i1 %v318, %v321
  %v323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v319
  %v324 = load float, float addrspace(1)* %v323, align 4
  %v325 = mul i64 8, %v41
  %v326 = add i64 %v50, %v325
  %v327 = add i64 %v40, 8
  %v328 = icmp ult i64 %v327, %v42
  %v329 = add i64 %v326, 129
  %v330 = add i64 %v48, 129
  %v331 = icmp ult i64 %v330, %v49
  %v332 = and i1 %v328, %v331
  %v333 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v329
  %v334 = load float, float addrspace(1)* %v333, align 4
  %v335 = mul i64 8, %v41
  %v336 = add i64 %v50, %v335
  %v337 = add i64 %v40, 8
  %v338 = icmp ult i64 %v337, %v42
  %v339 = add i64 %v336, 130
  %v340 = add i64 %v48, 130
  %v341 = icmp ult i64 %v340, %v49
  %v342 = and i1 %v338, %v341
  %v343 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v339
  %v344 = load float, float addrspace(1)* %v343, align 4
  %v345 = mul i64 8, %v41
  %v346 = add i64 %v50, %v345
  %v347 = add i64 %v40, 8
  %v348 = icmp ult i64 %v347, %v42
  %v349 = add i64 %v346, 131
  %v350 = add i64 %v48, 131
  %v351 = icmp ult i64 %v350, %v49
  %v352 = and i1 %v348, %v351
  %v353 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v349
  %v354 = load float, float addrspace(1)* %v353, align 4
  %v355 = mul i64 8, %v41
  %v356 = add i64 %v50, %v355
  %v357 = add i64 %v40, 8
  %v358 = icmp ult i64 %v357, %v42
  %v359 = add i64 %v356, 256
  %v360 = add i64 %v48, 256
  %v361 = icmp ult i64 %v360, %v49
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  %v364 = load float, float addrspace(1)* %v363, align 4
  %v365 = mul i64 8, %v41
  %v366 = add i64 %v50, %v365
  %v367 = add i64 %v40, 8
  %v368 = icmp ult i64 %v367, %v42
  %v369 = add i64 %v366, 257
  %v370 = add i64 %v48, 257
  %v371 = icmp ult i64 %v370, %v49
  %v372 = and i1 %v368, %v371
  %v373 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v369
  %v374 = load float, float addrspace(1)* %v373, align 4
  %v375 = mul i64 8, %v41
  %v376 = add i64 %v50, %v375
  %v377 = add i64 %v40, 8
  %v378 = icmp ult i64 %v377, %v42
  %v379 = add i64 %v376, 258
  %v380 = add i64 %v48, 258
  %v381 = icmp ult i64 %v380, %v49
  %v382 = and i1 %v378, %v381
  %v383 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v379
  %v384 = load float, float addrspace(1)* %v383, align 4
  %v385 = mul i64 8, %v41
  %v386 = add i64 %v50, %v385
  %v387 = add i64 %v40, 8
  %v388 = icmp ult i64 %v387, %v42
  %v389 = add i64 %v386, 259
  %v390 = add i64 %v48, 259
  %v391 = icmp ult i64 %v390, %v49
  %v392 = and i1 %v388, %v391
  %v393 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v389
  %v394 = load float, float addrspace(1)* %v393, align 4
  %v395 = mul i64 8, %v41
  %v396 = add i64 %v50, %v395
  %v397 = add i64 %v40, 8
  %v398 = icmp ult i64 %v397, %v42
  %v399 = add i64 %v396, 384
  %v400 = add i64 %v48, 384
  %v401 = icmp ult i64 %v400, %v49
  %v402 = and i1 %v398, %v401
  %v403 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v399
  %v404 = load float, float addrspace(1)* %v403, align 4
  %v405 = mul i64 8, %v41
  %v406 = add i64 %v50, %v405
  %v407 = add i64 %v40, 8
  %v408 = icmp ult i64 %v407, %v42
  %v409 = add i64 %v406, 385
  %v410 = add i64 %v48, 385
  %v411 = icmp ult i64 %v410, %v49
  %v412 = and i1 %v408, %v411
  %v413 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v409
  %v414 = load float, float addrspace(1)* %v413, align 4
  %v415 = mul i64 8, %v41
  %v416 = add i64 %v50, %v415
  %v417 = add i64 %v40, 8
  %v418 = icmp ult i64 %v417, %v42
  %v419 = add i64 %v416, 386
  %v420 = add i64 %v48, 386
  %v421 = icmp ult i64 %v420, %v49
  %v422 = and i1 %v418, %v421
  %v423 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v419
  %v424 = load float, float addrspace(1)* %v423, align 4
  %v425 = mul i64 8, %v41
  %v426 = add i64 %v50, %v425
  %v427 = add i64 %v40, 8
  %v428 = icmp ult i64 %v427, %v42
  %v429 = add i64 %v426, 387
  %v430 = add i64 %v48, 387
  %v431 = icmp ult i64 %v430, %v49
  %v432 = and i1 %v428, %v431
  %v433 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v429
  %v434 = load float, float addrspace(1)* %v433, align 4
  %v435 = mul i64 8, %v41
  %v436 = add i64 %v50, %v435
  %v437 = add i64 %v40, 8
  %v438 = icmp ult i64 %v437, %v42
  %v439 = add i64 %v436, 512
  %v440 = add i64 %v48, 512
  %v441 = icmp ult i64 %v440, %v49
  %v442 = and i1 %v438, %v441
  %v443 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v439
  %v444 = load float, float addrspace(1)* %v443, align 4
  %v445 = mul i64 8, %v41
  %v446 = add i64 %v50, %v445
  %v447 = add i64 %v40, 8
  %v448 = icmp ult i64 %v447, %v42
  %v449 = add i64 %v446, 513
  %v450 = add i64 %v48, 513
  %v451 = icmp ult i64 %v450, %v49
  %v452 = and i1 %v448, %v451
  %v453 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v449
  %v454 = load float, float addrspace(1)* %v453, align 4
  %v455 = mul i64 8, %v41
  %v456 = add i64 %v50, %v455
  %v457 = add i64 %v40, 8
  %v458 = icmp ult i64 %v457, %v42
  %v459 = add i64 %v456, 514
  %v460 = add i64 %v48, 514
  %v461 = icmp ult i64 %v460, %v49
  %v462 = and i1 %v458, %v461
  %v463 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v459
  %v464 = load float, float addrspace(1)* %v463, align 4
  %v465 = mul i64 8, %v41
  %v466 = add i64 %v50, %v465
  %v467 = add i64 %v40, 8
  %v468 = icmp ult i64 %v467, %v42
  %v469 = add i64 %v466, 515
  %v470 = add i64 %v48, 515
  %v471 = icmp ult i64 %v470, %v49
  %v472 = and i1 %v468, %v471
  %v473 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v469
  %v474 = load float, float addrspace(1)* %v473, align 4
  %v475 = mul i64 8, %v41
  %v476 = add i64 %v50, %v475
  %v477 = add i64 %v40, 8
  %v478 = icmp ult i64 %v477, %v42
  %v479 = add i64 %v476, 640
  %v480 = add i64 %v48, 640
  %v481 = icmp ult i64 %v480, %v49
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v479
  %v484 = load float, float addrspace(1)* %v483, align 4
  %v485 = mul i64 8, %v41
  %v486 = add i64 %v50, %v485
  %v487 = add i64 %v40, 8
  %v488 = icmp ult i64 %v487, %v42
  %v489 = add i64 %v486, 641
  %v490 = add i64 %v48, 641
  %v491 = icmp ult i64 %v490, %v49
  %v492 = and i1 %v488, %v491
  %v493 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v489
  %v494 = load float, float addrspace(1)* %v493, align 4
  %v495 = mul i64 8, %v41
  %v496 = add i64 %v50, %v495
  %v497 = add i64 %v40, 8
  %v498 = icmp ult i64 %v497, %v42
  %v499 = add i64 %v496, 642
  %v500 = add i64 %v48, 642
  %v501 = icmp ult i64 %v500, %v49
  %v502 = and i1 %v498, %v501
  %v503 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v499
  %v504 = load float, float addrspace(1)* %v503, align 4
  %v505 = mul i64 8, %v41
  %v506 = add i64 %v50, %v505
  %v507 = add i64 %v40, 8
  %v508 = icmp ult i64 %v507, %v42
  %v509 = add i64 %v506, 643
  %v510 = add i64 %v48, 643
  %v511 = icmp ult i64 %v510, %v49
  %v512 = and i1 %v508, %v511
  %v513 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v509
  %v514 = load float, float addrspace(1)* %v513, align 4
  %v515 = mul i64 8, %v41
  %v516 = add i64 %v50, %v515
  %v517 = add i64 %v40, 8
  %v518 = icmp ult i64 %v517, %v42
  %v519 = add i64 %v516, 768
  %v520 = add i64 %v48, 768
  %v521 = icmp ult i64 %v520, %v49
  %v522 = and i1 %v518, %v521
  %v523 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v519
  %v524 = load float, float addrspace(1)* %v523, align 4
  %v525 = mul i64 8, %v41
  %v526 = add i64 %v50, %v525
  %v527 = add i64 %v40, 8
  %v528 = icmp ult i64 %v527, %v42
  %v529 = add i64 %v526, 769
  %v530 = add i64 %v48, 769
  %v531 = icmp ult i64 %v530, %v49
  %v532 = and i1 %v528, %v531
  %v533 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v529
  %v534 = load float, float addrspace(1)* %v533, align 4
  %v535 = mul i64 8, %v41
  %v536 = add i64 %v50, %v535
  %v537 = add i64 %v40, 8
  %v538 = icmp ult i64 %v537, %v42
  %v539 = add i64 %v536, 770
  %v540 = add i64 %v48, 770
  %v541 = icmp ult i64 %v540, %v49
  %v542 = and i1 %v538, %v541
  %v543 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v539
  %v544 = load float, float addrspace(1)* %v543, align 4
  %v545 = mul i64 8, %v41
  %v546 = add i64 %v50, %v545
  %v547 = add i64 %v40, 8
  %v548 = icmp ult i64 %v547, %v42
  %v549 = add i64 %v546, 771
  %v550 = add i64 %v48, 771
  %v551 = icmp ult i64 %v550, %v49
  %v552 = and i1 %v548, %v551
  %v553 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v549
  %v554 = load float, float addrspace(1)* %v553, align 4
  %v555 = mul i64 8, %v41
  %v556 = add i64 %v50, %v555
  %v557 = add i64 %v40, 8
  %v558 = icmp ult i64 %v557, %v42
  %v559 = add i64 %v556, 896
  %v560 = add i64 %v48, 896
  %v561 = icmp ult i64 %v560, %v49
  %v562 = and i1 %v558, %v561
  %v563 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v559
  %v564 = load float, float addrspace(1)* %v563, align 4
  %v565 = mul i64 8, %v41
  %v566 = add i64 %v50, %v565
  %v567 = add i64 %v40, 8
  %v568 = icmp ult i64 %v567, %v42
  %v569 = add i64 %v566, 897
  %v570 = add i64 %v48, 897
  %v571 = icmp ult i64 %v570, %v49
  %v572 = and i1 %v568, %v571
  %v573 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v569
  %v574 = load float, float addrspace(1)* %v573, align 4
  %v575 = mul i64 8, %v41
  %v576 = add i64 %v50, %v575
  %v577 = add i64 %v40, 8
  %v578 = icmp ult i64 %v577, %v42
  %v579 = add i64 %v576, 898
  %v580 = add i64 %v48, 898
  %v581 = icmp ult i64 %v580, %v49
  %v582 = and i1 %v578, %v581
  %v583 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v579
  %v584 = load float, float addrspace(1)* %v583, align 4
  %v585 = mul i64 8, %v41
  %v586 = add i64 %v50, %v585
  %v587 = add i64 %v40, 8
  %v588 = icmp ult i64 %v587, %v42
  %v589 = add i64 %v586, 899
  %v590 = add i64 %v48, 899
  %v591 = icmp ult i64 %v590, %v49
  %v592 = and i1 %v588, %v591
  %v593 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v589
  %v594 = load float, float addrspace(1)* %v593, align 4
  br label %ld_done3
ld_edge2:
  %v595 = icmp ult i64 %v40, %v42
  %v596 = icmp ult i64 %v48, %v49
  %v597 = and i1 %v595, %v596
  %v598 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v597, label %ld4, label %ld_next5
ld_done3:
  %v1199 = phi float [ %v59, %ld_full1 ], [ %v600, %ld_next131 ]
  %v1200 = phi float [ %v66, %ld_full1 ], [ %v608, %ld_next131 ]
  %v1201 = phi float [ %v73, %ld_full1 ], [ %v616, %ld_next131 ]
  %v1202 = phi float [ %v80, %ld_full1 ], [ %v624, %ld_next131 ]
  %v1203 = phi float [ %v87, %ld_full1 ], [ %v632, %ld_next131 ]
  %v1204 = phi float [ %v94, %ld_full1 ], [ %v640, %ld_next131 ]
  %v1205 = phi float [ %v101, %ld_full1 ], [ %v648, %ld_next131 ]
  %v1206 = phi float [ %v108, %ld_full1 ], [ %v656, %ld_next131 ]
  %v1207 = phi float [ %v115, %ld_full1 ], [ %v664, %ld_next131 ]
  %v1208 = phi float [ %v122, %ld_full1 ], [ %v672, %ld_next131 ]
  %v1209 = phi float [ %v129, %ld_full1 ], [ %v680, %ld_next131 ]
  %v1210 = phi float [ %v136, %ld_full1 ], [ %v688, %ld_next131 ]
  %v1211 = phi float [ %v143, %ld_full1 ], [ %v696, %ld_next131 ]
  %v1212 = phi float [ %v150, %ld_full1 ], [ %v704, %ld_next131 ]
  %v1213 = phi float [ %v157, %ld_full1 ], [ %v712, %ld_next131 ]
  %v1214 = phi float [ %v164, %ld_full1 ], [ %v720, %ld_next131 ]
  %v1215 = phi float [ %v171, %ld_full1 ], [ %v728, %ld_next131 ]
  %v1216 = phi float [ %v178, %ld_full1 ], [ %v736, %ld_next131 ]
  %v1217 = phi float [ %v185, %ld_full1 ], [ %v744, %ld_next131 ]
  %v1218 = phi float [ %v192, %ld_full1 ], [ %v752, %ld_next131 ]
  %v1219 = phi float [ %v199, %ld_full1 ], [ %v760, %ld_next131 ]
  %v1220 = phi float [ %v206, %ld_full1 ], [ %v768, %ld_next131 ]
  %v1221 = phi float [ %v213, %ld_full1 ], [ %v776, %ld_next131 ]
  %v1222 = phi float [ %v220, %ld_full1 ], [ %v784, %ld_next131 ]
  %v1223 = phi float [ %v227, %ld_full1 ], [ %v792, %ld_next131 ]
  %v1224 = phi float [ %v234, %ld_full1 ], [ %v800, %ld_next131 ]
  %v1225 = phi float [ %v241, %ld_full1 ], [ %v808, %ld_next131 ]
  %v1226 = phi float [ %v248, %ld_full1 ], [ %v816, %ld_next131 ]
  %v1227 = phi float [ %v255, %ld_full1 ], [ %v824, %ld_next131 ]
  %v1228 = phi float [ %v262, %ld_full1 ], [ %v832, %ld_next131 ]
  %v1229 = phi float [ %v269, %ld_full1 ], [ %v840, %ld_next131 ]
  %v1230 = phi float [ %v276, %ld_full1 ], [ %v848, %ld_next131 ]
  %v1231 = phi float [ %v284, %ld_full1 ], [ %v857, %ld_next131 ]
  %v1232 = phi float [ %v294, %ld_full1 ], [ %v868, %ld_next131 ]
  %v1233 = phi float [ %v304, %ld_full1 ], [ %v879, %ld_next131 ]
  %v1234 = phi float [ %v314, %ld_full1 ], [ %v890, %ld_next131 ]
  %v1235 = phi float [ %v324, %ld_full1 ], [ %v901, %ld_next131 ]
  %v1236 = phi float [ %v334, %ld_full1 ], [ %v912, %ld_next131 ]
  %v1237 = phi float [ %v344, %ld_full1 ], [ %v923, %ld_next131 ]
  %v1238 = phi float [ %v354, %ld_full1 ], [ %v934, %ld_next131 ]
  %v1239 = phi float [ %v364, %ld_full1 ], [ %v945, %ld_next131 ]
  %v1240 = phi float [ %v374, %ld_full1 ], [ %v956, %ld_next131 ]
  %v1241 = phi float [ %v384, %ld_full1 ], [ %v967, %ld_next131 ]
  %v1242 = phi float [ %v394, %ld_full1 ], [ %v978, %ld_next131 ]
  %v1243 = phi float [ %v404, %ld_full1 ], [ %v989, %ld_next131 ]
  %v1244 = phi float [ %v414, %ld_full1 ], [ %v1000, %ld_next131 ]
  %v1245 = phi float [ %v424, %ld_full1 ], [ %v1011, %ld_next131 ]
  %v1246 = phi float [ %v434, %ld_full1 ], [ %v1022, %ld_next131 ]
  %v1247 = phi float [ %v444, %ld_full1 ], [ %v1033, %ld_next131 ]
  %v1248 = phi float [ %v454, %ld_full1 ], [ %v1044, %ld_next131 ]
  %v1249 = phi float [ %v464, %ld_full1 ], [ %v1055, %ld_next131 ]
  %v1250 = phi float [ %v474, %ld_full1 ], [ %v1066, %ld_next131 ]
  %v1251 = phi float [ %v484, %ld_full1 ], [ %v1077, %ld_next131 ]
  %v1252 = phi float [ %v494, %ld_full1 ], [ %v1088, %ld_next131 ]
  %v1253 = phi float [ %v504, %ld_full1 ], [ %v1099, %ld_next131 ]
  %v1254 = phi float [ %v514, %ld_full1 ], [ %v1110, %ld_next131 ]
  %v1255 = phi float [ %v524, %ld_full1 ], [ %v1121, %ld_next131 ]
  %v1256 = phi float [ %v534, %ld_full1 ], [ %v1132, %ld_next131 ]
  %v1257 = phi float [ %v544, %ld_full1 ], [ %v1143, %ld_next131 ]
  %v1258 = phi float [ %v554, %ld_full1 ], [ %v1154, %ld_next131 ]
  %v1259 = phi float [ %v564, %ld_full1 ], [ %v1165, %ld_next131 ]
  %v1260 = phi float [ %v574, %ld_full1 ], [ %v1176, %ld_next131 ]
  %v1261 = phi float [ %v584, %ld_full1 ], [ %v1187, %ld_next131 ]
  %v1262 = phi float [ %v594, %ld_full1 ], [ %v1198, %ld_next131 ]
  %v1263 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1199, float %v1200)
  %v1264 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1231, float %v1232)
  %v1265 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1263, float %v1201)
  %v1266 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1264, float %v1233)
  %v1267 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1265, float %v1202)
  %v1268 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1266, float %v1234)
  %v1269 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1267, float %v1203)
  %v1270 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1268, float %v1235)
  %v1271 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1269, float %v1204)
  %v1272 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1270, float %v1236)
  %v1273 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1271, float %v1205)
  %v1274 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1272, float %v1237)
  %v1275 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1273, float %v1206)
  %v1276 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1274, float %v1238)
  %v1277 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1275, float %v1207)
  %v1278 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1276, float %v1239)
  %v1279 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1277, float %v1208)
  %v1280 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1278, float %v1240)
  %v1281 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1279, float %v1209)
  %v1282 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1280, float %v1241)
  %v1283 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1281, float %v1210)
  %v1284 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1282, float %v1242)
  %v1285 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1283, float %v1211)
  %v1286 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1284, float %v1243)
  %v1287 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1285, float %v1212)
  %v1288 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1286, float %v1244)
  %v1289 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1287, float %v1213)
  %v1290 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1288, float %v1245)
  %v1291 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1289, float %v1214)
  %v1292 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1290, float %v1246)
  %v1293 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1291, float %v1215)
  %v1294 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1292, float %v1247)
  %v1295 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1293, float %v1216)
  %v1296 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1294, float %v1248)
  %v1297 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1295, float %v1217)
  %v1298 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1296, float %v1249)
  %v1299 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1297, float %v1218)
  %v1300 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1298, float %v1250)
  %v1301 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1299, float %v1219)
  %v1302 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1300, float %v1251)
  %v1303 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1301, float %v1220)
  %v1304 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1302, float %v1252)
  %v1305 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1303, float %v1221)
  %v1306 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1304, float %v1253)
  %v1307 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1305, float %v1222)
  %v1308 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1306, float %v1254)
  %v1309 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1307, float %v1223)
  %v1310 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1308, float %v1255)
  %v1311 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1309, float %v1224)
  %v1312 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1310, float %v1256)
  %v1313 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1311, float %v1225)
  %v1314 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1312, float %v1257)
  %v1315 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1313, float %v1226)
  %v1316 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1314, float %v1258)
  %v1317 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1315, float %v1227)
  %v1318 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1316, float %v1259)
  %v1319 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1317, float %v1228)
  %v1320 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1318, float %v1260)
  %v1321 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1319, float %v1229)
  %v1322 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1320, float %v1261)
  %v1323 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1321, float %v1230)
  %v1324 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1322, float %v1262)
  %v1325 = bitcast float %v1323 to i32
  %v1326 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1325, i32 1, i32 31)
  %v1327 = bitcast i32 %v1326 to float
  %v1328 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1323, float %v1327)
  %v1329 = bitcast float %v1324 to i32
  %v1330 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1329, i32 1, i32 31)
  %v1331 = bitcast i32 %v1330 to float
  %v1332 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1324, float %v1331)
  %v1333 = bitcast float %v1328 to i32
  %v1334 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1333, i32 2, i32 31)
  %v1335 = bitcast i32 %v1334 to float
  %v1336 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1328, float %v1335)
  %v1337 = bitcast float %v1332 to i32
  %v1338 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1337, i32 2, i32 31)
  %v1339 = bitcast i32 %v1338 to float
  %v1340 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1332, float %v1339)
  %v1341 = bitcast float %v1336 to i32
  %v1342 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1341, i32 4, i32 31)
  %v1343 = bitcast i32 %v1342 to float
  %v1344 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1336, float %v1343)
  %v1345 = bitcast float %v1340 to i32
  %v1346 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1345, i32 4, i32 31)
  %v1347 = bitcast i32 %v1346 to float
  %v1348 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1340, float %v1347)
  %v1349 = bitcast float %v1344 to i32
  %v1350 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1349, i32 8, i32 31)
  %v1351 = bitcast i32 %v1350 to float
  %v1352 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1344, float %v1351)
  %v1353 = bitcast float %v1348 to i32
  %v1354 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1353, i32 8, i32 31)
  %v1355 = bitcast i32 %v1354 to float
  %v1356 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1348, float %v1355)
  %v1357 = bitcast float %v1352 to i32
  %v1358 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1357, i32 16, i32 31)
  %v1359 = bitcast i32 %v1358 to float
  %v1360 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1352, float %v1359)
  %v1361 = bitcast float %v1356 to i32
  %v1362 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1361, i32 16, i32 31)
  %v1363 = bitcast i32 %v1362 to float
  %v1364 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1356, float %v1363)
  %v1365 = fsub float %v1199, %v1360
  %v1366 = fsub float %v1200, %v1360
  %v1367 = fsub float %v1201, %v1360
  %v1368 = fsub float %v1202, %v1360
  %v1369 = fsub float %v1203, %v1360
  %v1370 = fsub float %v1204, %v1360
  %v1371 = fsub float %v1205, %v1360
  %v1372 = fsub float %v1206, %v1360
  %v1373 = fsub float %v1207, %v1360
  %v1374 = fsub float %v1208, %v1360
  %v1375 = fsub float %v1209, %v1360
  %v1376 = fsub float %v1210, %v1360
  %v1377 = fsub float %v1211, %v1360
  %v1378 = fsub float %v1212, %v1360
  %v1379 = fsub float %v1213, %v1360
  %v1380 = fsub float %v1214, %v1360
  %v1381 = fsub float %v1215, %v1360
  %v1382 = fsub float %v1216, %v1360
  %v1383 = fsub float %v1217, %v1360
  %v1384 = fsub float %v1218, %v1360
  %v1385 = fsub float %v1219, %v1360
  %v1386 = fsub float %v1220, %v1360
  %v1387 = fsub float %v1221, %v1360
  %v1388 = fsub float %v1222, %v1360
  %v1389 = fsub float %v1223, %v1360
  %v1390 = fsub float %v1224, %v1360
  %v1391 = fsub float %v1225, %v1360
  %v1392 = fsub float %v1226, %v1360
  %v1393 = fsub float %v1227, %v1360
  %v1394 = fsub float %v1228, %v1360
  %v1395 = fsub float %v1229, %v1360
  %v1396 = fsub float %v1230, %v1360
  %v1397 = fsub float %v1231, %v1364
  %v1398 = fsub float %v1232, %v1364
  %v1399 = fsub float %v1233, %v1364
  %v1400 = fsub float %v1234, %v1364
  %v1401 = fsub float %v1235, %v1364
  %v1402 = fsub float %v1236, %v1364
  %v1403 = fsub float %v1237, %v1364
  %v1404 = fsub float %v1238, %v1364
  %v1405 = fsub float %v1239, %v1364
  %v1406 = fsub float %v1240, %v1364
  %v1407 = fsub float %v1241, %v1364
  %v1408 = fsub float %v1242, %v1364
  %v1409 = fsub float %v1243, %v1364
  %v1410 = fsub float %v1244, %v1364
  %v1411 = fsub float %v1245, %v1364
  %v1412 = fsub float %v1246, %v1364
  %v1413 = fsub float %v1247, %v1364
  %v1414 = fsub float %v1248, %v1364
  %v1415 = fsub float %v1249, %v1364
  %v1416 = fsub float %v1250, %v1364
  %v1417 = fsub float %v1251, %v1364
  %v1418 = fsub float %v1252, %v1364
  %v1419 = fsub float %v1253, %v1364
  %v1420 = fsub float %v1254, %v1364
  %v1421 = fsub float %v1255, %v1364
  %v1422 = fsub float %v1256, %v1364
  %v1423 = fsub float %v1257, %v1364
  %v1424 = fsub float %v1258, %v1364
  %v1425 = fsub float %v1259, %v1364
  %v1426 = fsub float %v1260, %v1364
  %v1427 = fsub float %v1261, %v1364
  %v1428 = fsub float %v1262, %v1364
  %v1429 = call float @__nv_expf(float %v1365)
  %v1430 = call float @__nv_expf(float %v1366)
  %v1431 = call float @__nv_expf(float %v1367)
  %v1432 = call float @__nv_expf(float %v1368)
  %v1433 = call float @__nv_expf(float %v1369)
  %v1434 = call float @__nv_expf(float %v1370)
  %v1435 = call float @__nv_expf(float %v1371)
  %v1436 = call float @__nv_expf(float %v1372)
  %v1437 = call float @__nv_expf(float %v1373)
  %v1438 = call float @__nv_expf(float %v1374)
  %v1439 = call float @__nv_expf(float %v1375)
  %v1440 = call float @__nv_expf(float %v1376)
  %v1441 = call float @__nv_expf(float %v1377)
  %v1442 = call float @__nv_expf(float %v1378)
  %v1443 = call float @__nv_expf(float %v1379)
  %v1444 = call float @__nv_expf(float %v1380)
  %v1445 = call float @__nv_expf(float %v1381)
  %v1446 = call float @__nv_expf(float %v1382)
  %v1447 = call float @__nv_expf(float %v1383)
  %v1448 = call float @__nv_expf(float %v1384)
  %v1449 = call float @__nv_expf(float %v1385)
  %v1450 = call float @__nv_expf(float %v1386)
  %v1451 = call float @__nv_expf(float %v1387)
  %v1452 = call float @__nv_expf(float %v1388)
  %v1453 = call float @__nv_expf(float %v1389)
  %v1454 = call float @__nv_expf(float %v1390)
  %v1455 = call float @__nv_expf(float %v1391)
  %v1456 = call float @__nv_expf(float %v1392)
  %v1457 = call float @__nv_expf(float %v1393)
  %v1458 = call float @__nv_expf(float %v1394)
  %v1459 = call float @__nv_expf(float %v1395)
  %v1460 = call float @__nv_expf(float %v1396)
  %v1461 = call float @__nv_expf(float %v1397)
  %v1462 = call float @__nv_expf(float %v1398)
  %v1463 = call float @__nv_expf(float %v1399)
  %v1464 = call float @__nv_expf(float %v1400)
  %v1465 = call float @__nv_expf(float %v1401)
  %v1466 = call float @__nv_expf(float %v1402)
  %v1467 = call float @__nv_expf(float %v1403)
  %v1468 = call float @__nv_expf(float %v1404)
  %v1469 = call float @__nv_expf(float %v1405)
  %v1470 = call float @__nv_expf(float %v1406)
  %v1471 = call float @__nv_expf(float %v1407)
  %v1472 = call float @__nv_expf(float %v1408)
  %v1473 = call float @__nv_expf(float %v1409)
  %v1474 = call float @__nv_expf(float %v1410)
  %v1475 = call float @__nv_expf(float %v1411)
  %v1476 = call float @__nv_expf(float %v1412)
  %v1477 = call float @__nv_expf(float %v1413)
  %v1478 = call float @__nv_expf(float %v1414)
  %v1479 = call float @__nv_expf(float %v1415)
  %v1480 = call float @__nv_expf(float %v1416)
  %v1481 = call float @__nv_expf(float %v1417)
  %v1482 = call float @__nv_expf(float %v1418)
  %v1483 = call float @__nv_expf(float %v1419)
  %v1484 = call float @__nv_expf(float %v1420)
  %v1485 = call float @__nv_expf(float %v1421)
  %v1486 = call float @__nv_expf(float %v1422)
  %v1487 = call float @__nv_expf(float %v1423)
  %v1488 = call float @__nv_expf(float %v1424)
  %v1489 = call float @__nv_expf(float %v1425)
  %v1490 = call float @__nv_expf(float %v1426)
  %v1491 = call float @__nv_expf(float %v1427)
  %v1492 = call float @__nv_expf(float %v1428)
  %v1493 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1494 = fadd float %v1429, %v1430
  %v1495 = fadd float %v1461, %v1462
  %v1496 = fadd float %v1494, %v1431
  %v1497 = fadd float %v1495, %v1463
  %v1498 = fadd float %v1496, %v1432
  %v1499 = fadd float %v1497, %v1464
  %v1500 = fadd float %v1498, %v1433
  %v1501 = fadd float %v1499, %v1465
  %v1502 = fadd float %v1500, %v1434
  %v1503 = fadd float %v1501, %v1466
  %v1504 = fadd float %v1502, %v1435
  %v1505 = fadd float %v1503, %v1467
  %v1506 = fadd float %v1504, %v1436
  %v1507 = fadd float %v1505, %v1468
  %v1508 = fadd float %v1506, %v1437
  %v1509 = fadd float %v1507, %v1469
  %v1510 = fadd float %v1508, %v1438
  %v1511 = fadd float %v1509, %v1470
  %v1512 = fadd float %v1510, %v1439
  %v1513 = fadd float %v1511, %v1471
  %v1514 = fadd float %v1512, %v1440
  %v1515 = fadd float %v1513, %v1472
  %v1516 = fadd float %v1514, %v1441
  %v1517 = fadd float %v1515, %v1473
  %v1518 = fadd float %v1516, %v1442
  %v1519 = fadd float %v1517, %v1474
  %v1520 = fadd float %v1518, %v1443
  %v1521 = fadd float %v1519, %v1475
  %v1522 = fadd float %v1520, %v1444
  %v1523 = fadd float %v1521, %v1476
  %v1524 = fadd float %v1522, %v1445
  %v1525 = fadd float %v1523, %v1477
  %v1526 = fadd float %v1524, %v1446
  %v1527 = fadd float %v1525, %v1478
  %v1528 = fadd float %v1526, %v1447
  %v1529 = fadd float %v1527, %v1479
  %v1530 = fadd float %v1528, %v1448
  %v1531 = fadd float %v1529, %v1480
  %v1532 = fadd float %v1530, %v1449
  %v1533 = fadd float %v1531, %v1481
  %v1534 = fadd float %v1532, %v1450
  %v1535 = fadd float %v1533, %v1482
  %v1536 = fadd float %v1534, %v1451
  %v1537 = fadd float %v1535, %v1483
  %v1538 = fadd float %v1536, %v1452
  %v1539 = fadd float %v1537, %v1484
  %v1540 = fadd float %v1538, %v1453
  %v1541 = fadd float %v1539, %v1485
  %v1542 = fadd float %v1540, %v1454
  %v1543 = fadd float %v1541, %v1486
  %v1544 = fadd float %v1542, %v1455
  %v1545 = fadd float %v1543, %v1487
  %v1546 = fadd float %v1544, %v1456
  %v1547 = fadd float %v1545, %v1488
  %v1548 = fadd float %v1546, %v1457
  %v1549 = fadd float %v1547, %v1489
  %v1550 = fadd float %v1548, %v1458
  %v1551 = fadd float %v1549, %v1490
  %v1552 = fadd float %v1550, %v1459
  %v1553 = fadd float %v1551, %v1491
  %v1554 = fadd float %v1552, %v1460
  %v1555 = fadd float %v1553, %v1492
  %v1556 = bitcast float %v1554 to i32
  %v1557 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1556, i32 1, i32 31)
  %v1558 = bitcast i32 %v1557 to float
  %v1559 = fadd float %v1554, %v1558
  %v1560 = bitcast float %v1555 to i32
  %v1561 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1560, i32 1, i32 31)
  %v1562 = bitcast i32 %v1561 to float
  %v1563 = fadd float %v1555, %v1562
  %v1564 = bitcast float %v1559 to i32
  %v1565 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1564, i32 2, i32 31)
  %v1566 = bitcast i32 %v1565 to float
  %v1567 = fadd float %v1559, %v1566
  %v1568 = bitcast float %v1563 to i32
  %v1569 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1568, i32 2, i32 31)
  %v1570 = bitcast i32 %v1569 to float
  %v1571 = fadd float %v1563, %v1570
  %v1572 = bitcast float %v1567 to i32
  %v1573 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1572, i32 4, i32 31)
  %v1574 = bitcast i32 %v1573 to float
  %v1575 = fadd float %v1567, %v1574
  %v1576 = bitcast float %v1571 to i32
  %v1577 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1576, i32 4, i32 31)
  %v1578 = bitcast i32 %v1577 to float
  %v1579 = fadd float %v1571, %v1578
  %v1580 = bitcast float %v1575 to i32
  %v1581 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1580, i32 8, i32 31)
  %v1582 = bitcast i32 %v1581 to float
  %v1583 = fadd float %v1575, %v1582
  %v1584 = bitcast float %v1579 to i32
  %v1585 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1584, i32 8, i32 31)
  %v1586 = bitcast i32 %v1585 to float
  %v1587 = fadd float %v1579, %v1586
  %v1588 = bitcast float %v1583 to i32
  %v1589 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1588, i32 16, i32 31)
  %v1590 = bitcast i32 %v1589 to float
  %v1591 = fadd float %v1583, %v1590
  %v1592 = bitcast float %v1587 to i32
  %v1593 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1592, i32 16, i32 31)
  %v1594 = bitcast i32 %v1593 to float
  %v1595 = fadd float %v1587, %v1594
  %v1596 = fdiv float %v1429, %v1591
  %v1597 = fdiv float %v1430, %v1591
  %v1598 = fdiv float %v1431, %v1591
  %v1599 = fdiv float %v1432, %v1591
  %v1600 = fdiv float %v1433, %v1591
  %v1601 = fdiv float %v1434, %v1591
  %v1602 = fdiv float %v1435, %v1591
  %v1603 = fdiv float %v1436, %v1591
  %v1604 = fdiv float %v1437, %v1591
  %v1605 = fdiv float %v1438, %v1591
  %v1606 = fdiv float %v1439, %v1591
  %v1607 = fdiv float %v1440, %v1591
  %v1608 = fdiv float %v1441, %v1591
  %v1609 = fdiv float %v1442, %v1591
  %v1610 = fdiv float %v1443, %v1591
  %v1611 = fdiv float %v1444, %v1591
  %v1612 = fdiv float %v1445, %v1591
  %v1613 = fdiv float %v1446, %v1591
  %v1614 = fdiv float %v1447, %v1591
  %v1615 = fdiv float %v1448, %v1591
  %v1616 = fdiv float %v1449, %v1591
  %v1617 = fdiv float %v1450, %v1591
  %v1618 = fdiv float %v1451, %v1591
  %v1619 = fdiv float %v1452, %v1591
  %v1620 = fdiv float %v1453, %v1591
  %v1621 = fdiv float %v1454, %v1591
  %v1622 = fdiv float %v1455, %v1591
  %v1623 = fdiv float %v1456, %v1591
  %v1624 = fdiv float %v1457, %v1591
  %v1625 = fdiv float %v1458, %v1591
  %v1626 = fdiv float %v1459, %v1591
  %v1627 = fdiv float %v1460, %v1591
  %v1628 = fdiv float %v1461, %v1595
  %v1629 = fdiv float %v1462, %v1595
  %v1630 = fdiv float %v1463, %v1595
  %v1631 = fdiv float %v1464, %v1595
  %v1632 = fdiv float %v1465, %v1595
  %v1633 = fdiv float %v1466, %v1595
  %v1634 = fdiv float %v1467, %v1595
  %v1635 = fdiv float %v1468, %v1595
  %v1636 = fdiv float %v1469, %v1595
  %v1637 = fdiv float %v1470, %v1595
  %v1638 = fdiv float %v1471, %v1595
  %v1639 = fdiv float %v1472, %v1595
  %v1640 = fdiv float %v1473, %v1595
  %v1641 = fdiv float %v1474, %v1595
  %v1642 = fdiv float %v1475, %v1595
  %v1643 = fdiv float %v1476, %v1595
  %v1644 = fdiv float %v1477, %v1595
  %v1645 = fdiv float %v1478, %v1595
  %v1646 = fdiv float %v1479, %v1595
  %v1647 = fdiv float %v1480, %v1595
  %v1648 = fdiv float %v1481, %v1595
  %v1649 = fdiv float %v1482, %v1595
  %v1650 = fdiv float %v1483, %v1595
  %v1651 = fdiv float %v1484, %v1595
  %v1652 = fdiv float %v1485, %v1595
  %v1653 = fdiv float %v1486, %v1595
  %v1654 = fdiv float %v1487, %v1595
  %v1655 = fdiv float %v1488, %v1595
  %v1656 = fdiv float %v1489, %v1595
  %v1657 = fdiv float %v1490, %v1595
  %v1658 = fdiv float %v1491, %v1595
  %v1659 = fdiv float %v1492, %v1595
  %v1660 = and i32 %v2, 1
  %v1661 = shl i32 %v1660, 2
  %v1662 = lshr i32 %v2, 1
  %v1663 = and i32 %v1662, 1
  %v1664 = shl i32 %v1663, 3
  %v1665 = or i32 %v1661, %v1664
  %v1666 = lshr i32 %v2, 2
  %v1667 = and i32 %v1666, 1
  %v1668 = shl i32 %v1667, 4
  %v1669 = or i32 %v1665, %v1668
  %v1670 = lshr i32 %v2, 3
  %v1671 = and i32 %v1670, 1
  %v1672 = shl i32 %v1671, 5
  %v1673 = or i32 %v1669, %v1672
  %v1674 = lshr i32 %v2, 4
  %v1675 = and i32 %v1674, 1
  %v1676 = shl i32 %v1675, 6
  %v1677 = or i32 %v1673, %v1676
  %v1678 = and i32 %v3, 1
  %v1679 = shl i32 %v1678, 10
  %v1680 = or i32 %v1677, %v1679
  %v1681 = lshr i32 %v3, 1
  %v1682 = and i32 %v1681, 1
  %v1683 = shl i32 %v1682, 11
  %v1684 = or i32 %v1680, %v1683
  %v1685 = lshr i32 %v3, 2
  %v1686 = and i32 %v1685, 1
  %v1687 = shl i32 %v1686, 12
  %v1688 = or i32 %v1684, %v1687
  %v1689 = lshr i32 %v1688, 10
  %v1690 = and i32 %v1689, 15
  %v1691 = and i32 %v1688, 1023
  %v1692 = sext i32 %v1493 to i64
  %v1693 = mul i64 %v1692, 16
  %v1694 = zext i32 %v1690 to i64
  %v1695 = add i64 %v1693, %v1694
  %v1696 = sext i32 %p8 to i64
  %v1697 = zext i32 %p6 to i64
  %v1698 = mul i64 %v1695, %v1696
  %v1699 = add i64 %v1693, 16
  %v1700 = icmp sle i64 %v1699, %v1697
  %v1701 = icmp sge i64 %v1692, 0
  %v1702 = and i1 %v1700, %v1701
  %v1703 = zext i32 %v1691 to i64
  %v1704 = zext i32 %p7 to i64
  %v1705 = add i64 %v1698, %v1703
  %v1706 = icmp sle i64 1024, %v1704
  %v1707 = icmp sge i64 0, 0
  %v1708 = and i1 %v1706, %v1707
  %v1709 = and i1 %v1702, %v1708
  br i1 %v1709, label %st_full132, label %st_edge133
ld4:
  %v599 = load float, float addrspace(1)* %v598, align 4
  br label %ld_next5
ld_next5:
  %v600 = phi float [ %v599, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v601 = icmp ult i64 %v40, %v42
  %v602 = add i64 %v50, 1
  %v603 = add i64 %v48, 1
  %v604 = icmp ult i64 %v603, %v49
  %v605 = and i1 %v601, %v604
  %v606 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v602
  br i1 %v605, label %ld6, label %ld_next7
ld6:
  %v607 = load float, float addrspace(1)* %v606, align 4
  br label %ld_next7
ld_next7:
  %v608 = phi float [ %v607, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v609 = icmp ult i64 %v40, %v42
  %v610 = add i64 %v50, 2
  %v611 = add i64 %v48, 2
  %v612 = icmp ult i64 %v611, %v49
  %v613 = and i1 %v609, %v612
  %v614 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v610
  br i1 %v613, label %ld8, label %ld_next9
ld8:
  %v615 = load float, float addrspace(1)* %v614, align 4
  br label %ld_next9
ld_next9:
  %v616 = phi float [ %v615, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v617 = icmp ult i64 %v40, %v42
  %v618 = add i64 %v50, 3
  %v619 = add i64 %v48, 3
  %v620 = icmp ult i64 %v619, %v49
  %v621 = and i1 %v617, %v620
  %v622 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v618
  br i1 %v621, label %ld10, label %ld_next11
ld10:
  %v623 = load float, float addrspace(1)* %v622, align 4
  br label %ld_next11
ld_next11:
  %v624 = phi float [ %v623, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v625 = icmp ult i64 %v40, %v42
  %v626 = add i64 %v50, 128
  %v627 = add i64 %v48, 128
  %v628 = icmp ult i64 %v627, %v49
  %v629 = and i1 %v625, %v628
  %v630 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v626
  br i1 %v629, label %ld12, label %ld_next13
ld12:
  %v631 = load float, float addrspace(1)* %v630, align 4
  br label %ld_next13
ld_next13:
  %v632 = phi float [ %v631, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  %v633 = icmp ult i64 %v40, %v42
  %v634 = add i64 %v50, 129
  %v635 = add i64 %v48, 129
  %v636 = icmp ult i64 %v635, %v49
  %v637 = and i1 %v633, %v636
  %v638 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v634
  br i1 %v637, label %ld14, label %ld_next15
ld14:
  %v639 = load float, float addrspace(1)* %v638, align 4
  br label %ld_next15
ld_next15:
  %v640 = phi float [ %v639, %ld14 ], [ 0xFFF0000000000000, %ld_next13 ]
  %v641 = icmp ult i64 %v40, %v42
  %v642 = add i64 %v50, 130
  %v643 = add i64 %v48, 130
  %v644 = icmp ult i64 %v643, %v49
  %v645 = and i1 %v641, %v644
  %v646 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v642
  br i1 %v645, label %ld16, label %ld_next17
ld16:
  %v647 = load float, float addrspace(1)* %v646, align 4
  br label %ld_next17
ld_next17:
  %v648 = phi float [ %v647, %ld16 ], [ 0xFFF0000000000000, %ld_next15 ]
  %v649 = icmp ult i64 %v40, %v42
  %v650 = add i64 %v50, 131
  %v651 = add i64 %v48, 131
  %v652 = icmp ult i64 %v651, %v49
  %v653 = and i1 %v649, %v652
  %v654 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v650
  br i1 %v653, label %ld18, label %ld_next19
ld18:
  %v655 = load float, float addrspace(1)* %v654, align 4
  br label %ld_next19
ld_next19:
  %v656 = phi float [ %v655, %ld18 ], [ 0xFFF0000000000000, %ld_next17 ]
  %v657 = icmp ult i64 %v40, %v42
  %v658 = add i64 %v50, 256
  %v659 = add i64 %v48, 256
  %v660 = icmp ult i64 %v659, %v49
  %v661 = and i1 %v657, %v660
  %v662 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v658
  br i1 %v661, label %ld20, label %ld_next21
ld20:
  %v663 = load float, float addrspace(1)* %v662, align 4
  br label %ld_next21
ld_next21:
  %v664 = phi float [ %v663, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v665 = icmp ult i64 %v40, %v42
  %v666 = add i64 %v50, 257
  %v667 = add i64 %v48, 257
  %v668 = icmp ult i64 %v667, %v49
  %v669 = and i1 %v665, %v668
  %v670 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v666
  br i1 %v669, label %ld22, label %ld_next23
ld22:
  %v671 = load float, float addrspace(1)* %v670, align 4
  br label %ld_next23
ld_next23:
  %v672 = phi float [ %v671, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v673 = icmp ult i64 %v40, %v42
  %v674 = add i64 %v50, 258
  %v675 = add i64 %v48, 258
  %v676 = icmp ult i64 %v675, %v49
  %v677 = and i1 %v673, %v676
  %v678 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v674
  br i1 %v677, label %ld24, label %ld_next25
ld24:
  %v679 = load float, float addrspace(1)* %v678, align 4
  br label %ld_next25
ld_next25:
  %v680 = phi float [ %v679, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v681 = icmp ult i64 %v40, %v42
  %v682 = add i64 %v50, 259
  %v683 = add i64 %v48, 259
  %v684 = icmp ult i64 %v683, %v49
  %v685 = and i1 %v681, %v684
  %v686 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v682
  br i1 %v685, label %ld26, label %ld_next27
ld26:
  %v687 = load float, float addrspace(1)* %v686, align 4
  br label %ld_next27
ld_next27:
  %v688 = phi float [ %v687, %ld26 ], [ 0xFFF0000000000000, %ld_next25 ]
  %v689 = icmp ult i64 %v40, %v42
  %v690 = add i64 %v50, 384
  %v691 = add i64 %v48, 384
  %v692 = icmp ult i64 %v691, %v49
  %v693 = and i1 %v689, %v692
  %v694 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v690
  br i1 %v693, label %ld28, label %ld_next29
ld28:
  %v695 = load float, float addrspace(1)* %v694, align 4
  br label %ld_next29
ld_next29:
  %v696 = phi float [ %v695, %ld28 ], [ 0xFFF0000000000000, %ld_next27 ]
  %v697 = icmp ult i64 %v40, %v42
  %v698 = add i64 %v50, 385
  %v699 = add i64 %v48, 385
  %v700 = icmp ult i64 %v699, %v49
  %v701 = and i1 %v697, %v700
  %v702 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v698
  br i1 %v701, label %ld30, label %ld_next31
ld30:
  %v703 = load float, float addrspace(1)* %v702, align 4
  br label %ld_next31
ld_next31:
  %v704 = phi float [ %v703, %ld30 ], [ 0xFFF0000000000000, %ld_next29 ]
  %v705 = icmp ult i64 %v40, %v42
  %v706 = add i64 %v50, 386
  %v707 = add i64 %v48, 386
  %v708 = icmp ult i64 %v707, %v49
  %v709 = and i1 %v705, %v708
  %v710 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v706
  br i1 %v709, label %ld32, label %ld_next33
ld32:
  %v711 = load float, float addrspace(1)* %v710, align 4
  br label %ld_next33
ld_next33:
  %v712 = phi float [ %v711, %ld32 ], [ 0xFFF0000000000000, %ld_next31 ]
  %v713 = icmp ult i64 %v40, %v42
  %v714 = add i64 %v50, 387
  %v715 = add i64 %v48, 387
  %v716 = icmp ult i64 %v715, %v49
  %v717 = and i1 %v713, %v716
  %v718 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v714
  br i1 %v717, label %ld34, label %ld_next35
ld34:
  %v719 = load float, float addrspace(1)* %v718, align 4
  br label %ld_next35
ld_next35:
  %v720 = phi float [ %v719, %ld34 ], [ 0xFFF0000000000000, %ld_next33 ]
  %v721 = icmp ult i64 %v40, %v42
  %v722 = add i64 %v50, 512
  %v723 = add i64 %v48, 512
  %v724 = icmp ult i64 %v723, %v49
  %v725 = and i1 %v721, %v724
  %v726 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v722
  br i1 %v725, label %ld36, label %ld_next37
ld36:
  %v727 = load float, float addrspace(1)* %v726, align 4
  br label %ld_next37
ld_next37:
  %v728 = phi float [ %v727, %ld36 ], [ 0xFFF0000000000000, %ld_next35 ]
  %v729 = icmp ult i64 %v40, %v42
  %v730 = add i64 %v50, 513
  %v731 = add i64 %v48, 513
  %v732 = icmp ult i64 %v731, %v49
  %v733 = and i1 %v729, %v732
  %v734 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v730
  br i1 %v733, label %ld38, label %ld_next39
ld38:
  %v735 = load float, float addrspace(1)* %v734, align 4
  br label %ld_next39
ld_next39:
  %v736 = phi float [ %v735, %ld38 ], [ 0xFFF0000000000000, %ld_next37 ]
  %v737 = icmp ult i64 %v40, %v42
  %v738 = add i64 %v50, 514
  %v739 = add i64 %v48, 514
  %v740 = icmp ult i64 %v739, %v49
  %v741 = and i1 %v737, %v740
  %v742 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v738
  br i1 %v741, label %ld40, label %ld_next41
ld40:
  %v743 = load float, float addrspace(1)* %v742, align 4
  br label %ld_next41
ld_next41:
  %v744 = phi float [ %v743, %ld40 ], [ 0xFFF0000000000000, %ld_next39 ]
  %v745 = icmp ult i64 %v40, %v42
  %v746 = add i64 %v50, 515
  %v747 = add i64 %v48, 515
  %v748 = icmp ult i64 %v747, %v49
  %v749 = and i1 %v745, %v748
  %v750 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v746
  br i1 %v749, label %ld42, label %ld_next43
ld42:
  %v751 = load float, float addrspace(1)* %v750, align 4
  br label %ld_next43
ld_next43:
  %v752 = phi float [ %v751, %ld42 ], [ 0xFFF0000000000000, %ld_next41 ]
  %v753 = icmp ult i64 %v40, %v42
  %v754 = add i64 %v50, 640
  %v755 = add i64 %v48, 640
  %v756 = icmp ult i64 %v755, %v49
  %v757 = and i1 %v753, %v756
  %v758 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v754
  br i1 %v757, label %ld44, label %ld_next45
ld44:
  %v759 = load float, float addrspace(1)* %v758, align 4
  br label %ld_next45
ld_next45:
  %v760 = phi float [ %v759, %ld44 ], [ 0xFFF0000000000000, %ld_next43 ]
  %v761 = icmp ult i64 %v40, %v42
  %v762 = add i64 %v50, 641
  %v763 = add i64 %v48, 641
  %v764 = icmp ult i64 %v763, %v49
  %v765 = and i1 %v761, %v764
  %v766 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v762
  br i1 %v765, label %ld46, label %ld_next47
ld46:
  %v767 = load float, float addrspace(1)* %v766, align 4
  br label %ld_next47
ld_next47:
  %v768 = phi float [ %v767, %ld46 ], [ 0xFFF0000000000000, %ld_next45 ]
  %v769 = icmp ult i64 %v40, %v42
  %v770 = add i64 %v50, 642
  %v771 = add i64 %v48, 642
  %v772 = icmp ult i64 %v771, %v49
  %v773 = and i1 %v769, %v772
  %v774 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v770
  br i1 %v773, label %ld48, label %ld_next49
ld48:
  %v775 = load float, float addrspace(1)* %v774, align 4
  br label %ld_next49
ld_next49:
  %v776 = phi float [ %v775, %ld48 ], [ 0xFFF0000000000000, %ld_next47 ]
  %v777 = icmp ult i64 %v40, %v42
  %v778 = add i64 %v50, 643
  %v779 = add i64 %v48, 643
  %v780 = icmp ult i64 %v779, %v49
  %v781 = and i1 %v777, %v780
  %v782 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v778
  br i1 %v781, label %ld50, label %ld_next51
ld50:
  %v783 = load float, float addrspace(1)* %v782, align 4
  br label %ld_next51
ld_next51:
  %v784 = phi float [ %v783, %ld50 ], [ 0xFFF0000000000000, %ld_next49 ]
  %v785 = icmp ult i64 %v40, %v42
  %v786 = add i64 %v50, 768
  %v787 = add i64 %v48, 768
  %v788 = icmp ult i64 %v787, %v49
  %v789 = and i1 %v785, %v788
  %v790 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v786
  br i1 %v789, label %ld52, label %ld_next53
ld52:
  %v791 = load float, float addrspace(1)* %v790, align 4
  br label %ld_next53
ld_next53:
  %v792 = phi float [ %v791, %ld52 ], [ 0xFFF0000000000000, %ld_next51 ]
  %v793 = icmp ult i64 %v40, %v42
  %v794 = add i64 %v50, 769
  %v795 = add i64 %v48, 769
  %v796 = icmp ult i64 %v795, %v49
  %v797 = and i1 %v793, %v796
  %v798 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v794
  br i1 %v797, label %ld54, label %ld_next55
ld54:
  %v799 = load float, float addrspace(1)* %v798, align 4
  br label %ld_next55
ld_next55:
  %v800 = phi float [ %v799, %ld54 ], [ 0xFFF0000000000000, %ld_next53 ]
  %v801 = icmp ult i64 %v40, %v42
  %v802 = add i64 %v50, 770
  %v803 = add i64 %v48, 770
  %v804 = icmp ult i64 %v803, %v49
  %v805 = and i1 %v801, %v804
  %v806 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v802
  br i1 %v805, label %ld56, label %ld_next57
ld56:
  %v807 = load float, float addrspace(1)* %v806, align 4
  br label %ld_next57
ld_next57:
  %v808 = phi float [ %v807, %ld56 ], [ 0xFFF0000000000000, %ld_next55 ]
  %v809 = icmp ult i64 %v40, %v42
  %v810 = add i64 %v50, 771
  %v811 = add i64 %v48, 771
  %v812 = icmp ult i64 %v811, %v49
  %v813 = and i1 %v809, %v812
  %v814 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v810
  br i1 %v813, label %ld58, label %ld_next59
ld58:
  %v815 = load float, float addrspace(1)* %v814, align 4
  br label %ld_next59
ld_next59:
  %v816 = phi float [ %v815, %ld58 ], [ 0xFFF0000000000000, %ld_next57 ]
  %v817 = icmp ult i64 %v40, %v42
  %v818 = add i64 %v50, 896
  %v819 = add i64 %v48, 896
  %v820 = icmp ult i64 %v819, %v49
  %v821 = and i1 %v817, %v820
  %v822 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v818
  br i1 %v821, label %ld60, label %ld_next61
ld60:
  %v823 = load float, float addrspace(1)* %v822, align 4
  br label %ld_next61
ld_next61:
  %v824 = phi float [ %v823, %ld60 ], [ 0xFFF0000000000000, %ld_next59 ]
  %v825 = icmp ult i64 %v40, %v42
  %v826 = add i64 %v50, 897
  %v827 = add i64 %v48, 897
  %v828 = icmp ult i64 %v827, %v49
  %v829 = and i1 %v825, %v828
  %v830 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v826
  br i1 %v829, label %ld62, label %ld_next63
ld62:
  %v831 = load float, float addrspace(1)* %v830, align 4
  br label %ld_next63
ld_next63:
  %v832 = phi float [ %v831, %ld62 ], [ 0xFFF0000000000000, %ld_next61 ]
  %v833 = icmp ult i64 %v40, %v42
  %v834 = add i64 %v50, 898
  %v835 = add i64 %v48, 898
  %v836 = icmp ult i64 %v835, %v49
  %v837 = and i1 %v833, %v836
  %v838 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v834
  br i1 %v837, label %ld64, label %ld_next65
ld64:
  %v839 = load float, float addrspace(1)* %v838, align 4
  br label %ld_next65
ld_next65:
  %v840 = phi float [ %v839, %ld64 ], [ 0xFFF0000000000000, %ld_next63 ]
  %v841 = icmp ult i64 %v40, %v42
  %v842 = add i64 %v50, 899
  %v843 = add i64 %v48, 899
  %v844 = icmp ult i64 %v843, %v49
  %v845 = and i1 %v841, %v844
  %v846 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v842
  br i1 %v845, label %ld66, label %ld_next67
ld66:
  %v847 = load float, float addrspace(1)* %v846, align 4
  br label %ld_next67
ld_next67:
  %v848 = phi float [ %v847, %ld66 ], [ 0xFFF0000000000000, %ld_next65 ]
  %v849 = mul i64 8, %v41
  %v850 = add i64 %v50, %v849
  %v851 = add i64 %v40, 8
  %v852 = icmp ult i64 %v851, %v42
  %v853 = icmp ult i64 %v48, %v49
  %v854 = and i1 %v852, %v853
  %v855 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v850
  br i1 %v854, label %ld68, label %ld_next69
ld68:
  %v856 = load float, float addrspace(1)* %v855, align 4
  br label %ld_next69
ld_next69:
  %v857 = phi float [ %v856, %ld68 ], [ 0xFFF0000000000000, %ld_next67 ]
  %v858 = mul i64 8, %v41
  %v859 = add i64 %v50, %v858
  %v860 = add i64 %v40, 8
  %v861 = icmp ult i64 %v860, %v42
  %v862 = add i64 %v859, 1
  %v863 = add i64 %v48, 1
  %v864 = icmp ult i64 %v863, %v49
  %v865 = and i1 %v861, %v864
  %v866 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v862
  br i1 %v865, label %ld70, label %ld_next71
ld70:
  %v867 = load float, float addrspace(1)* %v866, align 4
  br label %ld_next71
ld_next71:
  %v868 = phi float [ %v867, %ld70 ], [ 0xFFF0000000000000, %ld_next69 ]
  %v869 = mul i64 8, %v41
  %v870 = add i64 %v50, %v869
  %v871 = add i64 %v40, 8
  %v872 = icmp ult i64 %v871, %v42
  %v873 = add i64 %v870, 2
  %v874 = add i64 %v48, 2
  %v875 = icmp ult i64 %v874, %v49
  %v876 = and i1 %v872, %v875
  %v877 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v873
  br i1 %v876, label %ld72, label %ld_next73
ld72:
  %v878 = load float, float addrspace(1)* %v877, align 4
  br label %ld_next73
ld_next73:
  %v879 = phi float [ %v878, %ld72 ], [ 0xFFF0000000000000, %ld_next71 ]
  %v880 = mul i64 8, %v41
  %v881 = add i64 %v50, %v880
  %v882 = add i64 %v40, 8
  %v883 = icmp ult i64 %v882, %v42
  %v884 = add i64 %v881, 3
  %v885 = add i64 %v48, 3
  %v886 = icmp ult i64 %v885, %v49
  %v887 = and i1 %v883, %v886
  %v888 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v884
  br i1 %v887, label %ld74, label %ld_next75
ld74:
  %v889 = load float, float addrspace(1)* %v888, align 4
  br label %ld_next75
ld_next75:
  %v890 = phi float [ %v889, %ld74 ], [ 0xFFF0000000000000, %ld_next73 ]
  %v891 = mul i64 8, %v41
  %v892 = add i64 %v50, %v891
  %v893 = add i64 %v40, 8
  %v894 = icmp ult i64 %v893, %v42
  %v895 = add i64 %v892, 128
  %v896 = add i64 %v48, 128
  %v897 = icmp ult i64 %v896, %v49
  %v898 = and i1 %v894, %v897
  %v899 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v895
  br i1 %v898, label %ld76, label %ld_next77
ld76:
  %v900 = load float, float addrspace(1)* %v899, align 4
  br label %ld_next77
ld_next77:
  %v901 = phi float [ %v900, %ld76 ], [ 0xFFF0000000000000, %ld_next75 ]
  %v902 = mul i64 8, %v41
  %v903 = add i64 %v50, %v902
  %v904 = add i64 %v40, 8
  %v905 = icmp ult i64 %v904, %v42
  %v906 = add i64 %v903, 129
  %v907 = add i64 %v48, 129
  %v908 = icmp ult i64 %v907, %v49
  %v909 = and i1 %v905, %v908
  %v910 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v906
  br i1 %v909, label %ld78, label %ld_next79
ld78:
  %v911 = load float, float addrspace(1)* %v910, align 4
  br label %ld_next79
ld_next79:
  %v912 = phi float [ %v911, %ld78 ], [ 0xFFF0000000000000, %ld_next77 ]
  %v913 = mul i64 8, %v41
  %v914 = add i64 %v50, %v913
  %v915 = add i64 %v40, 8
  %v916 = icmp ult i64 %v915, %v42
  %v917 = add i64 %v914, 130
  %v918 = add i64 %v48, 130
  %v919 = icmp ult i64 %v918, %v49
  %v920 = and i1 %v916, %v919
  %v921 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v917
  br i1 %v920, label %ld80, label %ld_next81
ld80:
  %v922 = load float, float addrspace(1)* %v921, align 4
  br label %ld_next81
ld_next81:
  %v923 = phi float [ %v922, %ld80 ], [ 0xFFF0000000000000, %ld_next79 ]
  %v924 = mul i64 8, %v41
  %v925 = add i64 %v50, %v924
  %v926 = add i64 %v40, 8
  %v927 = icmp ult i64 %v926, %v42
  %v928 = add i64 %v925, 131
  %v929 = add i64 %v48, 131
  %v930 = icmp ult i64 %v929, %v49
  %v931 = and i1 %v927, %v930
  %v932 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v928
  br i1 %v931, label %ld82, label %ld_next83
ld82:
  %v933 = load float, float addrspace(1)* %v932, align 4
  br label %ld_next83
ld_next83:
  %v934 = phi float [ %v933, %ld82 ], [ 0xFFF0000000000000, %ld_next81 ]
  %v935 = mul i64 8, %v41
  %v936 = add i64 %v50, %v935
  %v937 = add i64 %v40, 8
  %v938 = icmp ult i64 %v937, %v42
  %v939 = add i64 %v936, 256
  %v940 = add i64 %v48, 256
  %v941 = icmp ult i64 %v940, %v49
  %v942 = and i1 %v938, %v941
  %v943 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v939
  br i1 %v942, label %ld84, label %ld_next85
ld84:
  %v944 = load float, float addrspace(1)* %v943, align 4
  br label %ld_next85
ld_next85:
  %v945 = phi float [ %v944, %ld84 ], [ 0xFFF0000000000000, %ld_next83 ]
  %v946 = mul i64 8, %v41
  %v947 = add i64 %v50, %v946
  %v948 = add i64 %v40, 8
  %v949 = icmp ult i64 %v948, %v42
  %v950 = add i64 %v947, 257
  %v951 = add i64 %v48, 257
  %v952 = icmp ult i64 %v951, %v49
  %v953 = and i1 %v949, %v952
  %v954 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v950
  br i1 %v953, label %ld86, label %ld_next87
ld86:
  %v955 = load float, float addrspace(1)* %v954, align 4
  br label %ld_next87
ld_next87:
  %v956 = phi float [ %v955, %ld86 ], [ 0xFFF0000000000000, %ld_next85 ]
  %v957 = mul i64 8, %v41
  %v958 = add i64 %v50, %v957
  %v959 = add i64 %v40, 8
  %v960 = icmp ult i64 %v959, %v42
  %v961 = add i64 %v958, 258
  %v962 = add i64 %v48, 258
  %v963 = icmp ult i64 %v962, %v49
  %v964 = and i1 %v960, %v963
  %v965 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v961
  br i1 %v964, label %ld88, label %ld_next89
ld88:
  %v966 = load float, float addrspace(1)* %v965, align 4
  br label %ld_next89
ld_next89:
  %v967 = phi float [ %v966, %ld88 ], [ 0xFFF0000000000000, %ld_next87 ]
  %v968 = mul i64 8, %v41
  %v969 = add i64 %v50, %v968
  %v970 = add i64 %v40, 8
  %v971 = icmp ult i64 %v970, %v42
  %v972 = add i64 %v969, 259
  %v973 = add i64 %v48, 259
  %v974 = icmp ult i64 %v973, %v49
  %v975 = and i1 %v971, %v974
  %v976 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v972
  br i1 %v975, label %ld90, label %ld_next91
ld90:
  %v977 = load float, float addrspace(1)* %v976, align 4
  br label %ld_next91
ld_next91:
  %v978 = phi float [ %v977, %ld90 ], [ 0xFFF0000000000000, %ld_next89 ]
  %v979 = mul i64 8, %v41
  %v980 = add i64 %v50, %v979
  %v981 = add i64 %v40, 8
  %v982 = icmp ult i64 %v981, %v42
  %v983 = add i64 %v980, 384
  %v984 = add i64 %v48, 384
  %v985 = icmp ult i64 %v984, %v49
  %v986 = and i1 %v982, %v985
  %v987 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v983
  br i1 %v986, label %ld92, label %ld_next93
ld92:
  %v988 = load float, float addrspace(1)* %v987, align 4
  br label %ld_next93
ld_next93:
  %v989 = phi float [ %v988, %ld92 ], [ 0xFFF0000000000000, %ld_next91 ]
  %v990 = mul i64 8, %v41
  %v991 = add i64 %v50, %v990
  %v992 = add i64 %v40, 8
  %v993 = icmp ult i64 %v992, %v42
  %v994 = add i64 %v991, 385
  %v995 = add i64 %v48, 385
  %v996 = icmp ult i64 %v995, %v49
  %v997 = and i1 %v993, %v996
  %v998 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v994
  br i1 %v997, label %ld94, label %ld_next95
ld94:
  %v999 = load float, float addrspace(1)* %v998, align 4
  br label %ld_next95
ld_next95:
  %v1000 = phi float [ %v999, %ld94 ], [ 0xFFF0000000000000, %ld_next93 ]
  %v1001 = mul i64 8, %v41
  %v1002 = add i64 %v50, %v1001
  %v1003 = add i64 %v40, 8
  %v1004 = icmp ult i64 %v1003, %v42
  %v1005 = add i64 %v1002, 386
  %v1006 = add i64 %v48, 386
  %v1007 = icmp ult i64 %v1006, %v49
  %v1008 = and i1 %v1004, %v1007
  %v1009 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1005
  br i1 %v1008, label %ld96, label %ld_next97
ld96:
  %v1010 = load float, float addrspace(1)* %v1009, align 4
  br label %ld_next97
ld_next97:
  %v1011 = phi float [ %v1010, %ld96 ], [ 0xFFF0000000000000, %ld_next95 ]
  %v1012 = mul i64 8, %v41
  %v1013 = add i64 %v50, %v1012
  %v1014 = add i64 %v40, 8
  %v1015 = icmp ult i64 %v1014, %v42
  %v1016 = add i64 %v1013, 387
  %v1017 = add i64 %v48, 387
  %v1018 = icmp ult i64 %v1017, %v49
  %v1019 = and i1 %v1015, %v1018
  %v1020 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1016
  br i1 %v1019, label %ld98, label %ld_next99
ld98:
  %v1021 = load float, float addrspace(1)* %v1020, align 4
  br label %ld_next99
ld_next99:
  %v1022 = phi float [ %v1021, %ld98 ], [ 0xFFF0000000000000, %ld_next97 ]
  %v1023 = mul i64 8, %v41
  %v1024 = add i64 %v50, %v1023
  %v1025 = add i64 %v40, 8
  %v1026 = icmp ult i64 %v1025, %v42
  %v1027 = add i64 %v1024, 512
  %v1028 = add i64 %v48, 512
  %v1029 = icmp ult i64 %v1028, %v49
  %v1030 = and i1 %v1026, %v1029
  %v1031 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1027
  br i1 %v1030, label %ld100, label %ld_next101
ld100:
  %v1032 = load float, float addrspace(1)* %v1031, align 4
  br label %ld_next101
ld_next101:
  %v1033 = phi float [ %v1032, %ld100 ], [ 0xFFF0000000000000, %ld_next99 ]
  %v1034 = mul i64 8, %v41
  %v1035 = add i64 %v50, %v1034
  %v1036 = add i64 %v40, 8
  %v1037 = icmp ult i64 %v1036, %v42
  %v1038 = add i64 %v1035, 513
  %v1039 = add i64 %v48, 513
  %v1040 = icmp ult i64 %v1039, %v49
  %v1041 = and i1 %v1037, %v1040
  %v1042 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1038
  br i1 %v1041, label %ld102, label %ld_next103
ld102:
  %v1043 = load float, float addrspace(1)* %v1042, align 4
  br label %ld_next103
ld_next103:
  %v1044 = phi float [ %v1043, %ld102 ], [ 0xFFF0000000000000, %ld_next101 ]
  %v1045 = mul i64 8, %v41
  %v1046 = add i64 %v50, %v1045
  %v1047 = add i64 %v40, 8
  %v1048 = icmp ult i64 %v1047, %v42
  %v1049 = add i64 %v1046, 514
  %v1050 = add i64 %v48, 514
  %v1051 = icmp ult i64 %v1050, %v49
  %v1052 = and i1 %v1048, %v1051
  %v1053 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1049
  br i1 %v1052, label %ld104, label %ld_next105
ld104:
  %v1054 = load float, float addrspace(1)* %v1053, align 4
  br label %ld_next105
ld_next105:
  %v1055 = phi float [ %v1054, %ld104 ], [ 0xFFF0000000000000, %ld_next103 ]
  %v1056 = mul i64 8, %v41
  %v1057 = add i64 %v50, %v1056
  %v1058 = add i64 %v40, 8
  %v1059 = icmp ult i64 %v1058, %v42
  %v1060 = add i64 %v1057, 515
  %v1061 = add i64 %v48, 515
  %v1062 = icmp ult i64 %v1061, %v49
  %v1063 = and i1 %v1059, %v1062
  %v1064 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1060
  br i1 %v1063, label %ld106, label %ld_next107
ld106:
  %v1065 = load float, float addrspace(1)* %v1064, align 4
  br label %ld_next107
ld_next107:
  %v1066 = phi float [ %v1065, %ld106 ], [ 0xFFF0000000000000, %ld_next105 ]
  %v1067 = mul i64 8, %v41
  %v1068 = add i64 %v50, %v1067
  %v1069 = add i64 %v40, 8
  %v1070 = icmp ult i64 %v1069, %v42
  %v1071 = add i64 %v1068, 640
  %v1072 = add i64 %v48, 640
  %v1073 = icmp ult i64 %v1072, %v49
  %v1074 = and i1 %v1070, %v1073
  %v1075 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1071
  br i1 %v1074, label %ld108, label %ld_next109
ld108:
  %v1076 = load float, float addrspace(1)* %v1075, align 4
  br label %ld_next109
ld_next109:
  %v1077 = phi float [ %v1076, %ld108 ], [ 0xFFF0000000000000, %ld_next107 ]
  %v1078 = mul i64 8, %v41
  %v1079 = add i64 %v50, %v1078
  %v1080 = add i64 %v40, 8
  %v1081 = icmp ult i64 %v1080, %v42
  %v1082 = add i64 %v1079, 641
  %v1083 = add i64 %v48, 641
  %v1084 = icmp ult i64 %v1083, %v49
  %v1085 = and i1 %v1081, %v1084
  %v1086 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1082
  br i1 %v1085, label %ld110, label %ld_next111
ld110:
  %v1087 = load float, float addrspace(1)* %v1086, align 4
  br label %ld_next111
ld_next111:
  %v1088 = phi float [ %v1087, %ld110 ], [ 0xFFF0000000000000, %ld_next109 ]
  %v1089 = mul i64 8, %v41
  %v1090 = add i64 %v50, %v1089
  %v1091 = add i64 %v40, 8
  %v1092 = icmp ult i64 %v1091, %v42
  %v1093 = add i64 %v1090, 642
  %v1094 = add i64 %v48, 642
  %v1095 = icmp ult i64 %v1094, %v49
  %v1096 = and i1 %v1092, %v1095
  %v1097 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1093
  br i1 %v1096, label %ld112, label %ld_next113
ld112:
  %v1098 = load float, float addrspace(1)* %v1097, align 4
  br label %ld_next113
ld_next113:
  %v1099 = phi float [ %v1098, %ld112 ], [ 0xFFF0000000000000, %ld_next111 ]
  %v1100 = mul i64 8, %v41
  %v1101 = add i64 %v50, %v1100
  %v1102 = add i64 %v40, 8
  %v1103 = icmp ult i64 %v1102, %v42
  %v1104 = add i64 %v1101, 643
  %v1105 = add i64 %v48, 643
  %v1106 = icmp ult i64 %v1105, %v49
  %v1107 = and i1 %v1103, %v1106
  %v1108 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1104
  br i1 %v1107, label %ld114, label %ld_next115
ld114:
  %v1109 = load float, float addrspace(1)* %v1108, align 4
  br label %ld_next115
ld_next115:
  %v1110 = phi float [ %v1109, %ld114 ], [ 0xFFF0000000000000, %ld_next113 ]
  %v1111 = mul i64 8, %v41
  %v1112 = add i64 %v50, %v1111
  %v1113 = add i64 %v40, 8
  %v1114 = icmp ult i64 %v1113, %v42
  %v1115 = add i64 %v1112, 768
  %v1116 = add i64 %v48, 768
  %v1117 = icmp ult i64 %v1116, %v49
  %v1118 = and i1 %v1114, %v1117
  %v1119 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1115
  br i1 %v1118, label %ld116, label %ld_next117
ld116:
  %v1120 = load float, float addrspace(1)* %v1119, align 4
  br label %ld_next117
ld_next117:
  %v1121 = phi float [ %v1120, %ld116 ], [ 0xFFF0000000000000, %ld_next115 ]
  %v1122 = mul i64 8, %v41
  %v1123 = add i64 %v50, %v1122
  %v1124 = add i64 %v40, 8
  %v1125 = icmp ult i64 %v1124, %v42
  %v1126 = add i64 %v1123, 769
  %v1127 = add i64 %v48, 769
  %v1128 = icmp ult i64 %v1127, %v49
  %v1129 = and i1 %v1125, %v1128
  %v1130 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1126
  br i1 %v1129, label %ld118, label %ld_next119
ld118:
  %v1131 = load float, float addrspace(1)* %v1130, align 4
  br label %ld_next119
ld_next119:
  %v1132 = phi float [ %v1131, %ld118 ], [ 0xFFF0000000000000, %ld_next117 ]
  %v1133 = mul i64 8, %v41
  %v1134 = add i64 %v50, %v1133
  %v1135 = add i64 %v40, 8
  %v1136 = icmp ult i64 %v1135, %v42
  %v1137 = add i64 %v1134, 770
  %v1138 = add i64 %v48, 770
  %v1139 = icmp ult i64 %v1138, %v49
  %v1140 = and i1 %v1136, %v1139
  %v1141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1137
  br i1 %v1140, label %ld120, label %ld_next121
ld120:
  %v1142 = load float, float addrspace(1)* %v1141, align 4
  br label %ld_next121
ld_next121:
  %v1143 = phi float [ %v1142, %ld120 ], [ 0xFFF0000000000000, %ld_next119 ]
  %v1144 = mul i64 8, %v41
  %v1145 = add i64 %v50, %v1144
  %v1146 = add i64 %v40, 8
  %v1147 = icmp ult i64 %v1146, %v42
  %v1148 = add i64 %v1145, 771
  %v1149 = add i64 %v48, 771
  %v1150 = icmp ult i64 %v1149, %v49
  %v1151 = and i1 %v1147, %v1150
  %v1152 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1148
  br i1 %v1151, label %ld122, label %ld_next123
ld122:
  %v1153 = load float, float addrspace(1)* %v1152, align 4
  br label %ld_next123
ld_next123:
  %v1154 = phi float [ %v1153, %ld122 ], [ 0xFFF0000000000000, %ld_next121 ]
  %v1155 = mul i64 8, %v41
  %v1156 = add i64 %v50, %v1155
  %v1157 = add i64 %v40, 8
  %v1158 = icmp ult i64 %v1157, %v42
  %v1159 = add i64 %v1156, 896
  %v1160 = add i64 %v48, 896
  %v1161 = icmp ult i64 %v1160, %v49
  %v1162 = and i1 %v1158, %v1161
  %v1163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1159
  br i1 %v1162, label %ld124, label %ld_next125
ld124:
  %v1164 = load float, float addrspace(1)* %v1163, align 4
  br label %ld_next125
ld_next125:
  %v1165 = phi float [ %v1164, %ld124 ], [ 0xFFF0000000000000, %ld_next123 ]
  %v1166 = mul i64 8, %v41
  %v1167 = add i64 %v50, %v1166
  %v1168 = add i64 %v40, 8
  %v1169 = icmp ult i64 %v1168, %v42
  %v1170 = add i64 %v1167, 897
  %v1171 = add i64 %v48, 897
  %v1172 = icmp ult i64 %v1171, %v49
  %v1173 = and i1 %v1169, %v1172
  %v1174 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1170
  br i1 %v1173, label %ld126, label %ld_next127
ld126:
  %v1175 = load float, float addrspace(1)* %v1174, align 4
  br label %ld_next127
ld_next127:
  %v1176 = phi float [ %v1175, %ld126 ], [ 0xFFF0000000000000, %ld_next125 ]
  %v1177 = mul i64 8, %v41
  %v1178 = add i64 %v50, %v1177
  %v1179 = add i64 %v40, 8
  %v1180 = icmp ult i64 %v1179, %v42
  %v1181 = add i64 %v1178, 898
  %v1182 = add i64 %v48, 898
  %v1183 = icmp ult i64 %v1182, %v49
  %v1184 = and i1 %v1180, %v1183
  %v1185 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1181
  br i1 %v1184, label %ld128, label %ld_next129
ld128:
  %v1186 = load float, float addrspace(1)* %v1185, align 4
  br label %ld_next129
ld_next129:
  %v1187 = phi float [ %v1186, %ld128 ], [ 0xFFF0000000000000, %ld_next127 ]
  %v1188 = mul i64 8, %v41
  %v1189 = add i64 %v50, %v1188
  %v1190 = add i64 %v40, 8
  %v1191 = icmp ult i64 %v1190, %v42
  %v1192 = add i64 %v1189, 899
  %v1193 = add i64 %v48, 899
  %v1194 = icmp ult i64 %v1193, %v49
  %v1195 = and i1 %v1191, %v1194
  %v1196 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1192
  br i1 %v1195, label %ld130, label %ld_next131
ld130:
  %v1197 = load float, float addrspace(1)* %v1196, align 4
  br label %ld_next131
ld_next131:
  %v1198 = phi float [ %v1197, %ld130 ], [ 0xFFF0000000000000, %ld_next129 ]
  br label %ld_done3
st_full132:
  %v1710 = icmp ult i64 %v1695, %v1697
  %v1711 = icmp ult i64 %v1703, %v1704
  %v1712 = and i1 %v1710, %v1711
  %v1713 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1705
  store float %v1596, float addrspace(1)* %v1713, align 4
  %v1714 = icmp ult i64 %v1695, %v1697
  %v1715 = add i64 %v1705, 1
  %v1716 = add i64 %v1703, 1
  %v1717 = icmp ult i64 %v1716, %v1704
  %v1718 = and i1 %v1714, %v1717
  %v1719 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1715
  store float %v1597, float addrspace(1)* %v1719, align 4
  %v1720 = icmp ult i64 %v1695, %v1697
  %v1721 = add i64 %v1705, 2
  %v1722 = add i64 %v1703, 2
  %v1723 = icmp ult i64 %v1722, %v1704
  %v1724 = and i1 %v1720, %v1723
  %v1725 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1721
  store float %v1598, float addrspace(1)* %v1725, align 4
  %v1726 = icmp ult i64 %v1695, %v1697
  %v1727 = add i64 %v1705, 3
  %v1728 = add i64 %v1703, 3
  %v1729 = icmp ult i64 %v1728, %v1704
  %v1730 = and i1 %v1726, %v1729
  %v1731 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1727
  store float %v1599, float addrspace(1)* %v1731, align 4
  %v1732 = icmp ult i64 %v1695, %v1697
  %v1733 = add i64 %v1705, 128
  %v1734 = add i64 %v1703, 128
  %v1735 = icmp ult i64 %v1734, %v1704
  %v1736 = and i1 %v1732, %v1735
  %v1737 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1733
  store float %v1600, float addrspace(1)* %v1737, align 4
  %v1738 = icmp ult i64 %v1695, %v1697
  %v1739 = add i64 %v1705, 129
  %v1740 = add i64 %v1703, 129
  %v1741 = icmp ult i64 %v1740, %v1704
  %v1742 = and i1 %v1738, %v1741
  %v1743 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1739
  store float %v1601, float addrspace(1)* %v1743, align 4
  %v1744 = icmp ult i64 %v1695, %v1697
  %v1745 = add i64 %v1705, 130
  %v1746 = add i64 %v1703, 130
  %v1747 = icmp ult i64 %v1746, %v1704
  %v1748 = and i1 %v1744, %v1747
  %v1749 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1745
  store float %v1602, float addrspace(1)* %v1749, align 4
  %v1750 = icmp ult i64 %v1695, %v1697
  %v1751 = add i64 %v1705, 131
  %v1752 = add i64 %v1703, 131
  %v1753 = icmp ult i64 %v1752, %v1704
  %v1754 = and i1 %v1750, %v1753
  %v1755 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1751
  store float %v1603, float addrspace(1)* %v1755, align 4
  %v1756 = icmp ult i64 %v1695, %v1697
  %v1757 = add i64 %v1705, 256
  %v1758 = add i64 %v1703, 256
  %v1759 = icmp ult i64 %v1758, %v1704
  %v1760 = and i1 %v1756, %v1759
  %v1761 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1757
  store float %v1604, float addrspace(1)* %v1761, align 4
  %v1762 = icmp ult i64 %v1695, %v1697
  %v1763 = add i64 %v1705, 257
  %v1764 = add i64 %v1703, 257
  %v1765 = icmp ult i64 %v1764, %v1704
  %v1766 = and i1 %v1762, %v1765
  %v1767 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1763
  store float %v1605, float addrspace(1)* %v1767, align 4
  %v1768 = icmp ult i64 %v1695, %v1697
  %v1769 = add i64 %v1705, 258
  %v1770 = add i64 %v1703, 258
  %v1771 = icmp ult i64 %v1770, %v1704
  %v1772 = and i1 %v1768, %v1771
  %v1773 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1769
  store float %v1606, float addrspace(1)* %v1773, align 4
  %v1774 = icmp ult i64 %v1695, %v1697
  %v1775 = add i64 %v1705, 259
  %v1776 = add i64 %v1703, 259
  %v1777 = icmp ult i64 %v1776, %v1704
  %v1778 = and i1 %v1774, %v1777
  %v1779 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1775
  store float %v1607, float addrspace(1)* %v1779, align 4
  %v1780 = icmp ult i64 %v1695, %v1697
  %v1781 = add i64 %v1705, 384
  %v1782 = add i64 %v1703, 384
  %v1783 = icmp ult i64 %v1782, %v1704
  %v1784 = and i1 %v1780, %v1783
  %v1785 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1781
  store float %v1608, float addrspace(1)* %v1785, align 4
  %v1786 = icmp ult i64 %v1695, %v1697
  %v1787 = add i64 %v1705, 385
  %v1788 = add i64 %v1703, 385
  %v1789 = icmp ult i64 %v1788, %v1704
  %v1790 = and i1 %v1786, %v1789
  %v1791 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1787
  store float %v1609, float addrspace(1)* %v1791, align 4
  %v1792 = icmp ult i64 %v1695, %v1697
  %v1793 = add i64 %v1705, 386
  %v1794 = add i64 %v1703, 386
  %v1795 = icmp ult i64 %v1794, %v1704
  %v1796 = and i1 %v1792, %v1795
  %v1797 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1793
  store float %v1610, float addrspace(1)* %v1797, align 4
  %v1798 = icmp ult i64 %v1695, %v1697
  %v1799 = add i64 %v1705, 387
  %v1800 = add i64 %v1703, 387
  %v1801 = icmp ult i64 %v1800, %v1704
  %v1802 = and i1 %v1798, %v1801
  %v1803 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1799
  store float %v1611, float addrspace(1)* %v1803, align 4
  %v1804 = icmp ult i64 %v1695, %v1697
  %v1805 = add i64 %v1705, 512
  %v1806 = add i64 %v1703, 512
  %v1807 = icmp ult i64 %v1806, %v1704
  %v1808 = and i1 %v1804, %v1807
  %v1809 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1805
  store float %v1612, float addrspace(1)* %v1809, align 4
  %v1810 = icmp ult i64 %v1695, %v1697
  %v1811 = add i64 %v1705, 513
  %v1812 = add i64 %v1703, 513
  %v1813 = icmp ult i64 %v1812, %v1704
  %v1814 = and i1 %v1810, %v1813
  %v1815 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1811
  store float %v1613, float addrspace(1)* %v1815, align 4
  %v1816 = icmp ult i64 %v1695, %v1697
  %v1817 = add i64 %v1705, 514
  %v1818 = add i64 %v1703, 514
  %v1819 = icmp ult i64 %v1818, %v1704
  %v1820 = and i1 %v1816, %v1819
  %v1821 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1817
  store float %v1614, float addrspace(1)* %v1821, align 4
  %v1822 = icmp ult i64 %v1695, %v1697
  %v1823 = add i64 %v1705, 515
  %v1824 = add i64 %v1703, 515
  %v1825 = icmp ult i64 %v1824, %v1704
  %v1826 = and i1 %v1822, %v1825
  %v1827 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1823
  store float %v1615, float addrspace(1)* %v1827, align 4
  %v1828 = icmp ult i64 %v1695, %v1697
  %v1829 = add i64 %v1705, 640
  %v1830 = add i64 %v1703, 640
  %v1831 = icmp ult i64 %v1830, %v1704
  %v1832 = and i1 %v1828, %v1831
  %v1833 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1829
  store float %v1616, float addrspace(1)* %v1833, align 4
  %v1834 = icmp ult i64 %v1695, %v1697
  %v1835 = add i64 %v1705, 641
  %v1836 = add i64 %v1703, 641
  %v1837 = icmp ult i64 %v1836, %v1704
  %v1838 = and i1 %v1834, %v1837
  %v1839 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1835
  store float %v1617, float addrspace(1)* %v1839, align 4
  %v1840 = icmp ult i64 %v1695, %v1697
  %v1841 = add i64 %v1705, 642
  %v1842 = add i64 %v1703, 642
  %v1843 = icmp ult i64 %v1842, %v1704
  %v1844 = and i1 %v1840, %v1843
  %v1845 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1841
  store float %v1618, float addrspace(1)* %v1845, align 4
  %v1846 = icmp ult i64 %v1695, %v1697
  %v1847 = add i64 %v1705, 643
  %v1848 = add i64 %v1703, 643
  %v1849 = icmp ult i64 %v1848, %v1704
  %v1850 = and i1 %v1846, %v1849
  %v1851 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1847
  store float %v1619, float addrspace(1)* %v1851, align 4
  %v1852 = icmp ult i64 %v1695, %v1697
  %v1853 = add i64 %v1705, 768
  %v1854 = add i64 %v1703, 768
  %v1855 = icmp ult i64 %v1854, %v1704
  %v1856 = and i1 %v1852, %v1855
  %v1857 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1853
  store float %v1620, float addrspace(1)* %v1857, align 4
  %v1858 = icmp ult i64 %v1695, %v1697
  %v1859 = add i64 %v1705, 769
  %v1860 = add i64 %v1703, 769
  %v1861 = icmp ult i64 %v1860, %v1704
  %v1862 = and i1 %v1858, %v1861
  %v1863 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1859
  store float %v1621, float addrspace(1)* %v1863, align 4
  %v1864 = icmp ult i64 %v1695, %v1697
  %v1865 = add i64 %v1705, 770
  %v1866 = add i64 %v1703, 770
  %v1867 = icmp ult i64 %v1866, %v1704
  %v1868 = and i1 %v1864, %v1867
  %v1869 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1865
  store float %v1622, float addrspace(1)* %v1869, align 4
  %v1870 = icmp ult i64 %v1695, %v1697
  %v1871 = add i64 %v1705, 771
  %v1872 = add i64 %v1703, 771
  %v1873 = icmp ult i64 %v1872, %v1704
  %v1874 = and i1 %v1870, %v1873
  %v1875 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1871
  store float %v1623, float addrspace(1)* %v1875, align 4
  %v1876 = icmp ult i64 %v1695, %v1697
  %v1877 = add i64 %v1705, 896
  %v1878 = add i64 %v1703, 896
  %v1879 = icmp ult i64 %v1878, %v1704
  %v1880 = and i1 %v1876, %v1879
  %v1881 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1877
  store float %v1624, float addrspace(1)* %v1881, align 4
  %v1882 = icmp ult i64 %v1695, %v1697
  %v1883 = add i64 %v1705, 897
  %v1884 = add i64 %v1703, 897
  %v1885 = icmp ult i64 %v1884, %v1704
  %v1886 = and i1 %v1882, %v1885
  %v1887 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1883
  store float %v1625, float addrspace(1)* %v1887, align 4
  %v1888 = icmp ult i64 %v1695, %v1697
  %v1889 = add i64 %v1705, 898
  %v1890 = add i64 %v1703, 898
  %v1891 = icmp ult i64 %v1890, %v1704
  %v1892 = and i1 %v1888, %v1891
  %v1893 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1889
  store float %v1626, float addrspace(1)* %v1893, align 4
  %v1894 = icmp ult i64 %v1695, %v1697
  %v1895 = add i64 %v1705, 899
  %v1896 = add i64 %v1703, 899
  %v1897 = icmp ult i64 %v1896, %v1704
  %v1898 = and i1 %v1894, %v1897
  %v1899 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1895
  store float %v1627, float addrspace(1)* %v1899, align 4
  %v1900 = mul i64 8, %v1696
  %v1901 = add i64 %v1705, %v1900
  %v1902 = add i64 %v1695, 8
  %v1903 = icmp ult i64 %v1902, %v1697
  %v1904 = icmp ult i64 %v1703, %v1704
  %v1905 = and i1 %v1903, %v1904
  %v1906 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1901
  store float %v1628, float addrspace(1)* %v1906, align 4
  %v1907 = mul i64 8, %v1696
  %v1908 = add i64 %v1705, %v1907
  %v1909 = add i64 %v1695, 8
  %v1910 = icmp ult i64 %v1909, %v1697
  %v1911 = add i64 %v1908, 1
  %v1912 = add i64 %v1703, 1
  %v1913 = icmp ult i64 %v1912, %v1704
  %v1914 = and i1 %v1910, %v1913
  %v1915 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1911
  store float %v1629, float addrspace(1)* %v1915, align 4
  %v1916 = mul i64 8, %v1696
  %v1917 = add i64 %v1705, %v1916
  %v1918 = add i64 %v1695, 8
  %v1919 = icmp ult i64 %v1918, %v1697
  %v1920 = add i64 %v1917, 2
  %v1921 = add i64 %v1703, 2
  %v1922 = icmp ult i64 %v1921, %v1704
  %v1923 = and i1 %v1919, %v1922
  %v1924 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1920
  store float %v1630, float addrspace(1)* %v1924, align 4
  %v1925 = mul i64 8, %v1696
  %v1926 = add i64 %v1705, %v1925
  %v1927 = add i64 %v1695, 8
  %v1928 = icmp ult i64 %v1927, %v1697
  %v1929 = add i64 %v1926, 3
  %v1930 = add i64 %v1703, 3
  %v1931 = icmp ult i64 %v1930, %v1704
  %v1932 = and i1 %v1928, %v1931
  %v1933 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1929
  store float %v1631, float addrspace(1)* %v1933, align 4
  %v1934 = mul i64 8, %v1696
  %v1935 = add i64 %v1705, %v1934
  %v1936 = add i64 %v1695, 8
  %v1937 = icmp ult i64 %v1936, %v1697
  %v1938 = add i64 %v1935, 128
  %v1939 = add i64 %v1703, 128
  %v1940 = icmp ult i64 %v1939, %v1704
  %v1941 = and i1 %v1937, %v1940
  %v1942 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1938
  store float %v1632, float addrspace(1)* %v1942, align 4
  %v1943 = mul i64 8, %v1696
  %v1944 = add i64 %v1705, %v1943
  %v1945 = add i64 %v1695, 8
  %v1946 = icmp ult i64 %v1945, %v1697
  %v1947 = add i64 %v1944, 129
  %v1948 = add i64 %v1703, 129
  %v1949 = icmp ult i64 %v1948, %v1704
  %v1950 = and i1 %v1946, %v1949
  %v1951 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1947
  store float %v1633, float addrspace(1)* %v1951, align 4
  %v1952 = mul i64 8, %v1696
  %v1953 = add i64 %v1705, %v1952
  %v1954 = add i64 %v1695, 8
  %v1955 = icmp ult i64 %v1954, %v1697
  %v1956 = add i64 %v1953, 130
  %v1957 = add i64 %v1703, 130
  %v1958 = icmp ult i64 %v1957, %v1704
  %v1959 = and i1 %v1955, %v1958
  %v1960 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1956
  store float %v1634, float addrspace(1)* %v1960, align 4
  %v1961 = mul i64 8, %v1696
  %v1962 = add i64 %v1705, %v1961
  %v1963 = add i64 %v1695, 8
  %v1964 = icmp ult i64 %v1963, %v1697
  %v1965 = add i64 %v1962, 131
  %v1966 = add i64 %v1703, 131
  %v1967 = icmp ult i64 %v1966, %v1704
  %v1968 = and i1 %v1964, %v1967
  %v1969 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1965
  store float %v1635, float addrspace(1)* %v1969, align 4
  %v1970 = mul i64 8, %v1696
  %v1971 = add i64 %v1705, %v1970
  %v1972 = add i64 %v1695, 8
  %v1973 = icmp ult i64 %v1972, %v1697
  %v1974 = add i64 %v1971, 256
  %v1975 = add i64 %v1703, 256
  %v1976 = icmp ult i64 %v1975, %v1704
  %v1977 = and i1 %v1973, %v1976
  %v1978 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1974
  store float %v1636, float addrspace(1)* %v1978, align 4
  %v1979 = mul i64 8, %v1696
  %v1980 = add i64 %v1705, %v1979
  %v1981 = add i64 %v1695, 8
  %v1982 = icmp ult i64 %v1981, %v1697
  %v1983 = add i64 %v1980, 257
  %v1984 = add i64 %v1703, 257
  %v1985 = icmp ult i64 %v1984, %v1704
  %v1986 = and i1 %v1982, %v1985
  %v1987 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1983
  store float %v1637, float addrspace(1)* %v1987, align 4
  %v1988 = mul i64 8, %v1696
  %v1989 = add i64 %v1705, %v1988
  %v1990 = add i64 %v1695, 8
  %v1991 = icmp ult i64 %v1990, %v1697
  %v1992 = add i64 %v1989, 258
  %v1993 = add i64 %v1703, 258
  %v1994 = icmp ult i64 %v1993, %v1704
  %v1995 = and i1 %v1991, %v1994
  %v1996 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1992
  store float %v1638, float addrspace(1)* %v1996, align 4
  %v1997 = mul i64 8, %v1696
  %v1998 = add i64 %v1705, %v1997
  %v1999 = add i64 %v1695, 8
  %v2000 = icmp ult i64 %v1999, %v1697
  %v2001 = add i64 %v1998, 259
  %v2002 = add i64 %v1703, 259
  %v2003 = icmp ult i64 %v2002, %v1704
  %v2004 = and i1 %v2000, %v2003
  %v2005 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2001
  store float %v1639, float addrspace(1)* %v2005, align 4
  %v2006 = mul i64 8, %v1696
  %v2007 = add i64 %v1705, %v2006
  %v2008 = add i64 %v1695, 8
  %v2009 = icmp ult i64 %v2008, %v1697
  %v2010 = add i64 %v2007, 384
  %v2011 = add i64 %v1703, 384
  %v2012 = icmp ult i64 %v2011, %v1704
  %v2013 = and i1 %v2009, %v2012
  %v2014 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2010
  store float %v1640, float addrspace(1)* %v2014, align 4
  %v2015 = mul i64 8, %v1696
  %v2016 = add i64 %v1705, %v2015
  %v2017 = add i64 %v1695, 8
  %v2018 = icmp ult i64 %v2017, %v1697
  %v2019 = add i64 %v2016, 385
  %v2020 = add i64 %v1703, 385
  %v2021 = icmp ult i64 %v2020, %v1704
  %v2022 = and i1 %v2018, %v2021
  %v2023 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2019
  store float %v1641, float addrspace(1)* %v2023, align 4
  %v2024 = mul i64 8, %v1696
  %v2025 = add i64 %v1705, %v2024
  %v2026 = add i64 %v1695, 8
  %v2027 = icmp ult i64 %v2026, %v1697
  %v2028 = add i64 %v2025, 386
  %v2029 = add i64 %v1703, 386
  %v2030 = icmp ult i64 %v2029, %v1704
  %v2031 = and i1 %v2027, %v2030
  %v2032 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2028
  store float %v1642, float addrspace(1)* %v2032, align 4
  %v2033 = mul i64 8, %v1696
  %v2034 = add i64 %v1705, %v2033
  %v2035 = add i64 %v1695, 8
  %v2036 = icmp ult i64 %v2035, %v1697
  %v2037 = add i64 %v2034, 387
  %v2038 = add i64 %v1703, 387
  %v2039 = icmp ult i64 %v2038, %v1704
  %v2040 = and i1 %v2036, %v2039
  %v2041 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2037
  store float %v1643, float addrspace(1)* %v2041, align 4
  %v2042 = mul i64 8, %v1696
  %v2043 = add i64 %v1705, %v2042
  %v2044 = add i64 %v1695, 8
  %v2045 = icmp ult i64 %v2044, %v1697
  %v2046 = add i64 %v2043, 512
  %v2047 = add i64 %v1703, 512
  %v2048 = icmp ult i64 %v2047, %v1704
  %v2049 = and i1 %v2045, %v2048
  %v2050 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2046
  store float %v1644, float addrspace(1)* %v2050, align 4
  %v2051 = mul i64 8, %v1696
  %v2052 = add i64 %v1705, %v2051
  %v2053 = add i64 %v1695, 8
  %v2054 = icmp ult i64 %v2053, %v1697
  %v2055 = add i64 %v2052, 513
  %v2056 = add i64 %v1703, 513
  %v2057 = icmp ult i64 %v2056, %v1704
  %v2058 = and i1 %v2054, %v2057
  %v2059 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2055
  store float %v1645, float addrspace(1)* %v2059, align 4
  %v2060 = mul i64 8, %v1696
  %v2061 = add i64 %v1705, %v2060
  %v2062 = add i64 %v1695, 8
  %v2063 = icmp ult i64 %v2062, %v1697
  %v2064 = add i64 %v2061, 514
  %v2065 = add i64 %v1703, 514
  %v2066 = icmp ult i64 %v2065, %v1704
  %v2067 = and i1 %v2063, %v2066
  %v2068 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2064
  store float %v1646, float addrspace(1)* %v2068, align 4
  %v2069 = mul i64 8, %v1696
  %v2070 = add i64 %v1705, %v2069
  %v2071 = add i64 %v1695, 8
  %v2072 = icmp ult i64 %v2071, %v1697
  %v2073 = add i64 %v2070, 515
  %v2074 = add i64 %v1703, 515
  %v2075 = icmp ult i64 %v2074, %v1704
  %v2076 = and i1 %v2072, %v2075
  %v2077 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2073
  store float %v1647, float addrspace(1)* %v2077, align 4
  %v2078 = mul i64 8, %v1696
  %v2079 = add i64 %v1705, %v2078
  %v2080 = add i64 %v1695, 8
  %v2081 = icmp ult i64 %v2080, %v1697
  %v2082 = add i64 %v2079, 640
  %v2083 = add i64 %v1703, 640
  %v2084 = icmp ult i64 %v2083, %v1704
  %v2085 = and i1 %v2081, %v2084
  %v2086 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2082
  store float %v1648, float addrspace(1)* %v2086, align 4
  %v2087 = mul i64 8, %v1696
  %v2088 = add i64 %v1705, %v2087
  %v2089 = add i64 %v1695, 8
  %v2090 = icmp ult i64 %v2089, %v1697
  %v2091 = add i64 %v2088, 641
  %v2092 = add i64 %v1703, 641
  %v2093 = icmp ult i64 %v2092, %v1704
  %v2094 = and i1 %v2090, %v2093
  %v2095 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2091
  store float %v1649, float addrspace(1)* %v2095, align 4
  %v2096 = mul i64 8, %v1696
  %v2097 = add i64 %v1705, %v2096
  %v2098 = add i64 %v1695, 8
  %v2099 = icmp ult i64 %v2098, %v1697
  %v2100 = add i64 %v2097, 642
  %v2101 = add i64 %v1703, 642
  %v2102 = icmp ult i64 %v2101, %v1704
  %v2103 = and i1 %v2099, %v2102
  %v2104 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2100
  store float %v1650, float addrspace(1)* %v2104, align 4
  %v2105 = mul i64 8, %v1696
  %v2106 = add i64 %v1705, %v2105
  %v2107 = add i64 %v1695, 8
  %v2108 = icmp ult i64 %v2107, %v1697
  %v2109 = add i64 %v2106, 643
  %v2110 = add i64 %v1703, 643
  %v2111 = icmp ult i64 %v2110, %v1704
  %v2112 = and i1 %v2108, %v2111
  %v2113 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2109
  store float %v1651, float addrspace(1)* %v2113, align 4
  %v2114 = mul i64 8, %v1696
  %v2115 = add i64 %v1705, %v2114
  %v2116 = add i64 %v1695, 8
  %v2117 = icmp ult i64 %v2116, %v1697
  %v2118 = add i64 %v2115, 768
  %v2119 = add i64 %v1703, 768
  %v2120 = icmp ult i64 %v2119, %v1704
  %v2121 = and i1 %v2117, %v2120
  %v2122 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2118
  store float %v1652, float addrspace(1)* %v2122, align 4
  %v2123 = mul i64 8, %v1696
  %v2124 = add i64 %v1705, %v2123
  %v2125 = add i64 %v1695, 8
  %v2126 = icmp ult i64 %v2125, %v1697
  %v2127 = add i64 %v2124, 769
  %v2128 = add i64 %v1703, 769
  %v2129 = icmp ult i64 %v2128, %v1704
  %v2130 = and i1 %v2126, %v2129
  %v2131 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2127
  store float %v1653, float addrspace(1)* %v2131, align 4
  %v2132 = mul i64 8, %v1696
  %v2133 = add i64 %v1705, %v2132
  %v2134 = add i64 %v1695, 8
  %v2135 = icmp ult i64 %v2134, %v1697
  %v2136 = add i64 %v2133, 770
  %v2137 = add i64 %v1703, 770
  %v2138 = icmp ult i64 %v2137, %v1704
  %v2139 = and i1 %v2135, %v2138
  %v2140 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2136
  store float %v1654, float addrspace(1)* %v2140, align 4
  %v2141 = mul i64 8, %v1696
  %v2142 = add i64 %v1705, %v2141
  %v2143 = add i64 %v1695, 8
  %v2144 = icmp ult i64 %v2143, %v1697
  %v2145 = add i64 %v2142, 771
  %v2146 = add i64 %v1703, 771
  %v2147 = icmp ult i64 %v2146, %v1704
  %v2148 = and i1 %v2144, %v2147
  %v2149 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2145
  store float %v1655, float addrspace(1)* %v2149, align 4
  %v2150 = mul i64 8, %v1696
  %v2151 = add i64 %v1705, %v2150
  %v2152 = add i64 %v1695, 8
  %v2153 = icmp ult i64 %v2152, %v1697
  %v2154 = add i64 %v2151, 896
  %v2155 = add i64 %v1703, 896
  %v2156 = icmp ult i64 %v2155, %v1704
  %v2157 = and i1 %v2153, %v2156
  %v2158 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2154
  store float %v1656, float addrspace(1)* %v2158, align 4
  %v2159 = mul i64 8, %v1696
  %v2160 = add i64 %v1705, %v2159
  %v2161 = add i64 %v1695, 8
  %v2162 = icmp ult i64 %v2161, %v1697
  %v2163 = add i64 %v2160, 897
  %v2164 = add i64 %v1703, 897
  %v2165 = icmp ult i64 %v2164, %v1704
  %v2166 = and i1 %v2162, %v2165
  %v2167 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2163
  store float %v1657, float addrspace(1)* %v2167, align 4
  %v2168 = mul i64 8, %v1696
  %v2169 = add i64 %v1705, %v2168
  %v2170 = add i64 %v1695, 8
  %v2171 = icmp ult i64 %v2170, %v1697
  %v2172 = add i64 %v2169, 898
  %v2173 = add i64 %v1703, 898
  %v2174 = icmp ult i64 %v2173, %v1704
  %v2175 = and i1 %v2171, %v2174
  %v2176 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2172
  store float %v1658, float addrspace(1)* %v2176, align 4
  %v2177 = mul i64 8, %v1696
  %v2178 = add i64 %v1705, %v2177
  %v2179 = add i64 %v1695, 8
  %v2180 = icmp ult i64 %v2179, %v1697
  %v2181 = add i64 %v2178, 899
  %v2182 = add i64 %v1703, 899
  %v2183 = icmp ult i64 %v2182, %v1704
  %v2184 = and i1 %v2180, %v2183
  %v2185 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2181
  store float %v1659, float addrspace(1)* %v2185, align 4
  br label %st_done134
st_edge133:
  %v2186 = icmp ult i64 %v1695, %v1697
  %v2187 = icmp ult i64 %v1703, %v1704
  %v2188 = and i1 %v2186, %v2187
  %v2189 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1705
  br i1 %v2188, label %st135, label %join136
st_done134:
  ret void
st135:
  store float %v1596, float addrspace(1)* %v2189, align 4
  br label %join136
join136:
  %v2190 = icmp ult i64 %v1695, %v1697
  %v2191 = add i64 %v1705, 1
  %v2192 = add i64 %v1703, 1
  %v2193 = icmp ult i64 %v2192, %v1704
  %v2194 = and i1 %v2190, %v2193
  %v2195 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2191
  br i1 %v2194, label %st137, label %join138
st137:
  store float %v1597, float addrspace(1)* %v2195, align 4
  br label %join138
join138:
  %v2196 = icmp ult i64 %v1695, %v1697
  %v2197 = add i64 %v1705, 2
  %v2198 = add i64 %v1703, 2
  %v2199 = icmp ult i64 %v2198, %v1704
  %v2200 = and i1 %v2196, %v2199
  %v2201 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2197
  br i1 %v2200, label %st139, label %join140
st139:
  store float %v1598, float addrspace(1)* %v2201, align 4
  br label %join140
join140:
  %v2202 = icmp ult i64 %v1695, %v1697
  %v2203 = add i64 %v1705, 3
  %v2204 = add i64 %v1703, 3
  %v2205 = icmp ult i64 %v2204, %v1704
  %v2206 = and i1 %v2202, %v2205
  %v2207 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2203
  br i1 %v2206, label %st141, label %join142
st141:
  store float %v1599, float addrspace(1)* %v2207, align 4
  br label %join142
join142:
  %v2208 = icmp ult i64 %v1695, %v1697
  %v2209 = add i64 %v1705, 128
  %v2210 = add i64 %v1703, 128
  %v2211 = icmp ult i64 %v2210, %v1704
  %v2212 = and i1 %v2208, %v2211
  %v2213 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2209
  br i1 %v2212, label %st143, label %join144
st143:
  store float %v1600, float addrspace(1)* %v2213, align 4
  br label %join144
join144:
  %v2214 = icmp ult i64 %v1695, %v1697
  %v2215 = add i64 %v1705, 129
  %v2216 = add i64 %v1703, 129
  %v2217 = icmp ult i64 %v2216, %v1704
  %v2218 = and i1 %v2214, %v2217
  %v2219 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2215
  br i1 %v2218, label %st145, label %join146
st145:
  store float %v1601, float addrspace(1)* %v2219, align 4
  br label %join146
join146:
  %v2220 = icmp ult i64 %v1695, %v1697
  %v2221 = add i64 %v1705, 130
  %v2222 = add i64 %v1703, 130
  %v2223 = icmp ult i64 %v2222, %v1704
  %v2224 = and i1 %v2220, %v2223
  %v2225 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2221
  br i1 %v2224, label %st147, label %join148
st147:
  store float %v1602, float addrspace(1)* %v2225, align 4
  br label %join148
join148:
  %v2226 = icmp ult i64 %v1695, %v1697
  %v2227 = add i64 %v1705, 131
  %v2228 = add i64 %v1703, 131
  %v2229 = icmp ult i64 %v2228, %v1704
  %v2230 = and i1 %v2226, %v2229
  %v2231 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2227
  br i1 %v2230, label %st149, label %join150
st149:
  store float %v1603, float addrspace(1)* %v2231, align 4
  br label %join150
join150:
  %v2232 = icmp ult i64 %v1695, %v1697
  %v2233 = add i64 %v1705, 256
  %v2234 = add i64 %v1703, 256
  %v2235 = icmp ult i64 %v2234, %v1704
  %v2236 = and i1 %v2232, %v2235
  %v2237 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2233
  br i1 %v2236, label %st151, label %join152
st151:
  store float %v1604, float addrspace(1)* %v2237, align 4
  br label %join152
join152:
  %v2238 = icmp ult i64 %v1695, %v1697
  %v2239 = add i64 %v1705, 257
  %v2240 = add i64 %v1703, 257
  %v2241 = icmp ult i64 %v2240, %v1704
  %v2242 = and i1 %v2238, %v2241
  %v2243 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2239
  br i1 %v2242, label %st153, label %join154
st153:
  store float %v1605, float addrspace(1)* %v2243, align 4
  br label %join154
join154:
  %v2244 = icmp ult i64 %v1695, %v1697
  %v2245 = add i64 %v1705, 258
  %v2246 = add i64 %v1703, 258
  %v2247 = icmp ult i64 %v2246, %v1704
  %v2248 = and i1 %v2244, %v2247
  %v2249 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2245
  br i1 %v2248, label %st155, label %join156
st155:
  store float %v1606, float addrspace(1)* %v2249, align 4
  br label %join156
join156:
  %v2250 = icmp ult i64 %v1695, %v1697
  %v2251 = add i64 %v1705, 259
  %v2252 = add i64 %v1703, 259
  %v2253 = icmp ult i64 %v2252, %v1704
  %v2254 = and i1 %v2250, %v2253
  %v2255 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2251
  br i1 %v2254, label %st157, label %join158
st157:
  store float %v1607, float addrspace(1)* %v2255, align 4
  br label %join158
join158:
  %v2256 = icmp ult i64 %v1695, %v1697
  %v2257 = add i64 %v1705, 384
  %v2258 = add i64 %v1703, 384
  %v2259 = icmp ult i64 %v2258, %v1704
  %v2260 = and i1 %v2256, %v2259
  %v2261 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2257
  br i1 %v2260, label %st159, label %join160
st159:
  store float %v1608, float addrspace(1)* %v2261, align 4
  br label %join160
join160:
  %v2262 = icmp ult i64 %v1695, %v1697
  %v2263 = add i64 %v1705, 385
  %v2264 = add i64 %v1703, 385
  %v2265 = icmp ult i64 %v2264, %v1704
  %v2266 = and i1 %v2262, %v2265
  %v2267 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2263
  br i1 %v2266, label %st161, label %join162
st161:
  store float %v1609, float addrspace(1)* %v2267, align 4
  br label %join162
join162:
  %v2268 = icmp ult i64 %v1695, %v1697
  %v2269 = add i64 %v1705, 386
  %v2270 = add i64 %v1703, 386
  %v2271 = icmp ult i64 %v2270, %v1704
  %v2272 = and i1 %v2268, %v2271
  %v2273 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2269
  br i1 %v2272, label %st163, label %join164
st163:
  store float %v1610, float addrspace(1)* %v2273, align 4
  br label %join164
join164:
  %v2274 = icmp ult i64 %v1695, %v1697
  %v2275 = add i64 %v1705, 387
  %v2276 = add i64 %v1703, 387
  %v2277 = icmp ult i64 %v2276, %v1704
  %v2278 = and i1 %v2274, %v2277
  %v2279 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2275
  br i1 %v2278, label %st165, label %join166
st165:
  store float %v1611, float addrspace(1)* %v2279, align 4
  br label %join166
join166:
  %v2280 = icmp ult i64 %v1695, %v1697
  %v2281 = add i64 %v1705, 512
  %v2282 = add i64 %v1703, 512
  %v2283 = icmp ult i64 %v2282, %v1704
  %v2284 = and i1 %v2280, %v2283
  %v2285 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2281
  br i1 %v2284, label %st167, label %join168
st167:
  store float %v1612, float addrspace(1)* %v2285, align 4
  br label %join168
join168:
  %v2286 = icmp ult i64 %v1695, %v1697
  %v2287 = add i64 %v1705, 513
  %v2288 = add i64 %v1703, 513
  %v2289 = icmp ult i64 %v2288, %v1704
  %v2290 = and i1 %v2286, %v2289
  %v2291 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2287
  br i1 %v2290, label %st169, label %join170
st169:
  store float %v1613, float addrspace(1)* %v2291, align 4
  br label %join170
join170:
  %v2292 = icmp ult i64 %v1695, %v1697
  %v2293 = add i64 %v1705, 514
  %v2294 = add i64 %v1703, 514
  %v2295 = icmp ult i64 %v2294, %v1704
  %v2296 = and i1 %v2292, %v2295
  %v2297 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2293
  br i1 %v2296, label %st171, label %join172
st171:
  store float %v1614, float addrspace(1)* %v2297, align 4
  br label %join172
join172:
  %v2298 = icmp ult i64 %v1695, %v1697
  %v2299 = add i64 %v1705, 515
  %v2300 = add i64 %v1703, 515
  %v2301 = icmp ult i64 %v2300, %v1704
  %v2302 = and i1 %v2298, %v2301
  %v2303 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2299
  br i1 %v2302, label %st173, label %join174
st173:
  store float %v1615, float addrspace(1)* %v2303, align 4
  br label %join174
join174:
  %v2304 = icmp ult i64 %v1695, %v1697
  %v2305 = add i64 %v1705, 640
  %v2306 = add i64 %v1703, 640
  %v2307 = icmp ult i64 %v2306, %v1704
  %v2308 = and i1 %v2304, %v2307
  %v2309 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2305
  br i1 %v2308, label %st175, label %join176
st175:
  store float %v1616, float addrspace(1)* %v2309, align 4
  br label %join176
join176:
  %v2310 = icmp ult i64 %v1695, %v1697
  %v2311 = add i64 %v1705, 641
  %v2312 = add i64 %v1703, 641
  %v2313 = icmp ult i64 %v2312, %v1704
  %v2314 = and i1 %v2310, %v2313
  %v2315 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2311
  br i1 %v2314, label %st177, label %join178
st177:
  store float %v1617, float addrspace(1)* %v2315, align 4
  br label %join178
join178:
  %v2316 = icmp ult i64 %v1695, %v1697
  %v2317 = add i64 %v1705, 642
  %v2318 = add i64 %v1703, 642
  %v2319 = icmp ult i64 %v2318, %v1704
  %v2320 = and i1 %v2316, %v2319
  %v2321 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2317
  br i1 %v2320, label %st179, label %join180
st179:
  store float %v1618, float addrspace(1)* %v2321, align 4
  br label %join180
join180:
  %v2322 = icmp ult i64 %v1695, %v1697
  %v2323 = add i64 %v1705, 643
  %v2324 = add i64 %v1703, 643
  %v2325 = icmp ult i64 %v2324, %v1704
  %v2326 = and i1 %v2322, %v2325
  %v2327 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2323
  br i1 %v2326, label %st181, label %join182
st181:
  store float %v1619, float addrspace(1)* %v2327, align 4
  br label %join182
join182:
  %v2328 = icmp ult i64 %v1695, %v1697
  %v2329 = add i64 %v1705, 768
  %v2330 = add i64 %v1703, 768
  %v2331 = icmp ult i64 %v2330, %v1704
  %v2332 = and i1 %v2328, %v2331
  %v2333 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2329
  br i1 %v2332, label %st183, label %join184
st183:
  store float %v1620, float addrspace(1)* %v2333, align 4
  br label %join184
join184:
  %v2334 = icmp ult i64 %v1695, %v1697
  %v2335 = add i64 %v1705, 769
  %v2336 = add i64 %v1703, 769
  %v2337 = icmp ult i64 %v2336, %v1704
  %v2338 = and i1 %v2334, %v2337
  %v2339 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2335
  br i1 %v2338, label %st185, label %join186
st185:
  store float %v1621, float addrspace(1)* %v2339, align 4
  br label %join186
join186:
  %v2340 = icmp ult i64 %v1695, %v1697
  %v2341 = add i64 %v1705, 770
  %v2342 = add i64 %v1703, 770
  %v2343 = icmp ult i64 %v2342, %v1704
  %v2344 = and i1 %v2340, %v2343
  %v2345 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2341
  br i1 %v2344, label %st187, label %join188
st187:
  store float %v1622, float addrspace(1)* %v2345, align 4
  br label %join188
join188:
  %v2346 = icmp ult i64 %v1695, %v1697
  %v2347 = add i64 %v1705, 771
  %v2348 = add i64 %v1703, 771
  %v2349 = icmp ult i64 %v2348, %v1704
  %v2350 = and i1 %v2346, %v2349
  %v2351 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2347
  br i1 %v2350, label %st189, label %join190
st189:
  store float %v1623, float addrspace(1)* %v2351, align 4
  br label %join190
join190:
  %v2352 = icmp ult i64 %v1695, %v1697
  %v2353 = add i64 %v1705, 896
  %v2354 = add i64 %v1703, 896
  %v2355 = icmp ult i64 %v2354, %v1704
  %v2356 = and i1 %v2352, %v2355
  %v2357 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2353
  br i1 %v2356, label %st191, label %join192
st191:
  store float %v1624, float addrspace(1)* %v2357, align 4
  br label %join192
join192:
  %v2358 = icmp ult i64 %v1695, %v1697
  %v2359 = add i64 %v1705, 897
  %v2360 = add i64 %v1703, 897
  %v2361 = icmp ult i64 %v2360, %v1704
  %v2362 = and i1 %v2358, %v2361
  %v2363 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2359
  br i1 %v2362, label %st193, label %join194
st193:
  store float %v1625, float addrspace(1)* %v2363, align 4
  br label %join194
join194:
  %v2364 = icmp ult i64 %v1695, %v1697
  %v2365 = add i64 %v1705, 898
  %v2366 = add i64 %v1703, 898
  %v2367 = icmp ult i64 %v2366, %v1704
  %v2368 = and i1 %v2364, %v2367
  %v2369 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2365
  br i1 %v2368, label %st195, label %join196
st195:
  store float %v1626, float addrspace(1)* %v2369, align 4
  br label %join196
join196:
  %v2370 = icmp ult i64 %v1695, %v1697
  %v2371 = add i64 %v1705, 899
  %v2372 = add i64 %v1703, 899
  %v2373 = icmp ult i64 %v2372, %v1704
  %v2374 = and i1 %v2370, %v2373
  %v2375 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2371
  br i1 %v2374, label %st197, label %join198
st197:
  store float %v1627, float addrspace(1)* %v2375, align 4
  br label %join198
join198:
  %v2376 = mul i64 8, %v1696
  %v2377 = add i64 %v1705, %v2376
  %v2378 = add i64 %v1695, 8
  %v2379 = icmp ult i64 %v2378, %v1697
  %v2380 = icmp ult i64 %v1703, %v1704
  %v2381 = and i1 %v2379, %v2380
  %v2382 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2377
  br i1 %v2381, label %st199, label %join200
st199:
  store float %v1628, float addrspace(1)* %v2382, align 4
  br label %join200
join200:
  %v2383 = mul i64 8, %v1696
  %v2384 = add i64 %v1705, %v2383
  %v2385 = add i64 %v1695, 8
  %v2386 = icmp ult i64 %v2385, %v1697
  %v2387 = add i64 %v2384, 1
  %v2388 = add i64 %v1703, 1
  %v2389 = icmp ult i64 %v2388, %v1704
  %v2390 = and i1 %v2386, %v2389
  %v2391 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2387
  br i1 %v2390, label %st201, label %join202
st201:
  store float %v1629, float addrspace(1)* %v2391, align 4
  br label %join202
join202:
  %v2392 = mul i64 8, %v1696
  %v2393 = add i64 %v1705, %v2392
  %v2394 = add i64 %v1695, 8
  %v2395 = icmp ult i64 %v2394, %v1697
  %v2396 = add i64 %v2393, 2
  %v2397 = add i64 %v1703, 2
  %v2398 = icmp ult i64 %v2397, %v1704
  %v2399 = and i1 %v2395, %v2398
  %v2400 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2396
  br i1 %v2399, label %st203, label %join204
st203:
  store float %v1630, float addrspace(1)* %v2400, align 4
  br label %join204
join204:
  %v2401 = mul i64 8, %v1696
  %v2402 = add i64 %v1705, %v2401
  %v2403 = add i64 %v1695, 8
  %v2404 = icmp ult i64 %v2403, %v1697
  %v2405 = add i64 %v2402, 3
  %v2406 = add i64 %v1703, 3
  %v2407 = icmp ult i64 %v2406, %v1704
  %v2408 = and i1 %v2404, %v2407
  %v2409 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2405
  br i1 %v2408, label %st205, label %join206
st205:
  store float %v1631, float addrspace(1)* %v2409, align 4
  br label %join206
join206:
  %v2410 = mul i64 8, %v1696
  %v2411 = add i64 %v1705, %v2410
  %v2412 = add i64 %v1695, 8
  %v2413 = icmp ult i64 %v2412, %v1697
  %v2414 = add i64 %v2411, 128
  %v2415 = add i64 %v1703, 128
  %v2416 = icmp ult i64 %v2415, %v1704
  %v2417 = and i1 %v2413, %v2416
  %v2418 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2414
  br i1 %v2417, label %st207, label %join208
st207:
  store float %v1632, float addrspace(1)* %v2418, align 4
  br label %join208
join208:
  %v2419 = mul i64 8, %v1696
  %v2420 = add i64 %v1705, %v2419
  %v2421 = add i64 %v1695, 8
  %v2422 = icmp ult i64 %v2421, %v1697
  %v2423 = add i64 %v2420, 129
  %v2424 = add i64 %v1703, 129
  %v2425 = icmp ult i64 %v2424, %v1704
  %v2426 = and i1 %v2422, %v2425
  %v2427 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2423
  br i1 %v2426, label %st209, label %join210
st209:
  store float %v1633, float addrspace(1)* %v2427, align 4
  br label %join210
join210:
  %v2428 = mul i64 8, %v1696
  %v2429 = add i64 %v1705, %v2428
  %v2430 = add i64 %v1695, 8
  %v2431 = icmp ult i64 %v2430, %v1697
  %v2432 = add i64 %v2429, 130
  %v2433 = add i64 %v1703, 130
  %v2434 = icmp ult i64 %v2433, %v1704
  %v2435 = and i1 %v2431, %v2434
  %v2436 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2432
  br i1 %v2435, label %st211, label %join212
st211:
  store float %v1634, float addrspace(1)* %v2436, align 4
  br label %join212
join212:
  %v2437 = mul i64 8, %v1696
  %v2438 = add i64 %v1705, %v2437
  %v2439 = add i64 %v1695, 8
  %v2440 = icmp ult i64 %v2439, %v1697
  %v2441 = add i64 %v2438, 131
  %v2442 = add i64 %v1703, 131
  %v2443 = icmp ult i64 %v2442, %v1704
  %v2444 = and i1 %v2440, %v2443
  %v2445 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2441
  br i1 %v2444, label %st213, label %join214
st213:
  store float %v1635, float addrspace(1)* %v2445, align 4
  br label %join214
join214:
  %v2446 = mul i64 8, %v1696
  %v2447 = add i64 %v1705, %v2446
  %v2448 = add i64 %v1695, 8
  %v2449 = icmp ult i64 %v2448, %v1697
  %v2450 = add i64 %v2447, 256
  %v2451 = add i64 %v1703, 256
  %v2452 = icmp ult i64 %v2451, %v1704
  %v2453 = and i1 %v2449, %v2452
  %v2454 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2450
  br i1 %v2453, label %st215, label %join216
st215:
  store float %v1636, float addrspace(1)* %v2454, align 4
  br label %join216
join216:
  %v2455 = mul i64 8, %v1696
  %v2456 = add i64 %v1705, %v2455
  %v2457 = add i64 %v1695, 8
  %v2458 = icmp ult i64 %v2457, %v1697
  %v2459 = add i64 %v2456, 257
  %v2460 = add i64 %v1703, 257
  %v2461 = icmp ult i64 %v2460, %v1704
  %v2462 = and i1 %v2458, %v2461
  %v2463 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2459
  br i1 %v2462, label %st217, label %join218
st217:
  store float %v1637, float addrspace(1)* %v2463, align 4
  br label %join218
join218:
  %v2464 = mul i64 8, %v1696
  %v2465 = add i64 %v1705, %v2464
  %v2466 = add i64 %v1695, 8
  %v2467 = icmp ult i64 %v2466, %v1697
  %v2468 = add i64 %v2465, 258
  %v2469 = add i64 %v1703, 258
  %v2470 = icmp ult i64 %v2469, %v1704
  %v2471 = and i1 %v2467, %v2470
  %v2472 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2468
  br i1 %v2471, label %st219, label %join220
st219:
  store float %v1638, float addrspace(1)* %v2472, align 4
  br label %join220
join220:
  %v2473 = mul i64 8, %v1696
  %v2474 = add i64 %v1705, %v2473
  %v2475 = add i64 %v1695, 8
  %v2476 = icmp ult i64 %v2475, %v1697
  %v2477 = add i64 %v2474, 259
  %v2478 = add i64 %v1703, 259
  %v2479 = icmp ult i64 %v2478, %v1704
  %v2480 = and i1 %v2476, %v2479
  %v2481 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2477
  br i1 %v2480, label %st221, label %join222
st221:
  store float %v1639, float addrspace(1)* %v2481, align 4
  br label %join222
join222:
  %v2482 = mul i64 8, %v1696
  %v2483 = add i64 %v1705, %v2482
  %v2484 = add i64 %v1695, 8
  %v2485 = icmp ult i64 %v2484, %v1697
  %v2486 = add i64 %v2483, 384
  %v2487 = add i64 %v1703, 384
  %v2488 = icmp ult i64 %v2487, %v1704
  %v2489 = and i1 %v2485, %v2488
  %v2490 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2486
  br i1 %v2489, label %st223, label %join224
st223:
  store float %v1640, float addrspace(1)* %v2490, align 4
  br label %join224
join224:
  %v2491 = mul i64 8, %v1696
  %v2492 = add i64 %v1705, %v2491
  %v2493 = add i64 %v1695, 8
  %v2494 = icmp ult i64 %v2493, %v1697
  %v2495 = add i64 %v2492, 385
  %v2496 = add i64 %v1703, 385
  %v2497 = icmp ult i64 %v2496, %v1704
  %v2498 = and i1 %v2494, %v2497
  %v2499 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2495
  br i1 %v2498, label %st225, label %join226
st225:
  store float %v1641, float addrspace(1)* %v2499, align 4
  br label %join226
join226:
  %v2500 = mul i64 8, %v1696
  %v2501 = add i64 %v1705, %v2500
  %v2502 = add i64 %v1695, 8
  %v2503 = icmp ult i64 %v2502, %v1697
  %v2504 = add i64 %v2501, 386
  %v2505 = add i64 %v1703, 386
  %v2506 = icmp ult i64 %v2505, %v1704
  %v2507 = and i1 %v2503, %v2506
  %v2508 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2504
  br i1 %v2507, label %st227, label %join228
st227:
  store float %v1642, float addrspace(1)* %v2508, align 4
  br label %join228
join228:
  %v2509 = mul i64 8, %v1696
  %v2510 = add i64 %v1705, %v2509
  %v2511 = add i64 %v1695, 8
  %v2512 = icmp ult i64 %v2511, %v1697
  %v2513 = add i64 %v2510, 387
  %v2514 = add i64 %v1703, 387
  %v2515 = icmp ult i64 %v2514, %v1704
  %v2516 = and i1 %v2512, %v2515
  %v2517 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2513
  br i1 %v2516, label %st229, label %join230
st229:
  store float %v1643, float addrspace(1)* %v2517, align 4
  br label %join230
join230:
  %v2518 = mul i64 8, %v1696
  %v2519 = add i64 %v1705, %v2518
  %v2520 = add i64 %v1695, 8
  %v2521 = icmp ult i64 %v2520, %v1697
  %v2522 = add i64 %v2519, 512
  %v2523 = add i64 %v1703, 512
  %v2524 = icmp ult i64 %v2523, %v1704
  %v2525 = and i1 %v2521, %v2524
  %v2526 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2522
  br i1 %v2525, label %st231, label %join232
st231:
  store float %v1644, float addrspace(1)* %v2526, align 4
  br label %join232
join232:
  %v2527 = mul i64 8, %v1696
  %v2528 = add i64 %v1705, %v2527
  %v2529 = add i64 %v1695, 8
  %v2530 = icmp ult i64 %v2529, %v1697
  %v2531 = add i64 %v2528, 513
  %v2532 = add i64 %v1703, 513
  %v2533 = icmp ult i64 %v2532, %v1704
  %v2534 = and i1 %v2530, %v2533
  %v2535 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2531
  br i1 %v2534, label %st233, label %join234
st233:
  store float %v1645, float addrspace(1)* %v2535, align 4
  br label %join234
join234:
  %v2536 = mul i64 8, %v1696
  %v2537 = add i64 %v1705, %v2536
  %v2538 = add i64 %v1695, 8
  %v2539 = icmp ult i64 %v2538, %v1697
  %v2540 = add i64 %v2537, 514
  %v2541 = add i64 %v1703, 514
  %v2542 = icmp ult i64 %v2541, %v1704
  %v2543 = and i1 %v2539, %v2542
  %v2544 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2540
  br i1 %v2543, label %st235, label %join236
st235:
  store float %v1646, float addrspace(1)* %v2544, align 4
  br label %join236
join236:
  %v2545 = mul i64 8, %v1696
  %v2546 = add i64 %v1705, %v2545
  %v2547 = add i64 %v1695, 8
  %v2548 = icmp ult i64 %v2547, %v1697
  %v2549 = add i64 %v2546, 515
  %v2550 = add i64 %v1703, 515
  %v2551 = icmp ult i64 %v2550, %v1704
  %v2552 = and i1 %v2548, %v2551
  %v2553 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2549
  br i1 %v2552, label %st237, label %join238
st237:
  store float %v1647, float addrspace(1)* %v2553, align 4
  br label %join238
join238:
  %v2554 = mul i64 8, %v1696
  %v2555 = add i64 %v1705, %v2554
  %v2556 = add i64 %v1695, 8
  %v2557 = icmp ult i64 %v2556, %v1697
  %v2558 = add i64 %v2555, 640
  %v2559 = add i64 %v1703, 640
  %v2560 = icmp ult i64 %v2559, %v1704
  %v2561 = and i1 %v2557, %v2560
  %v2562 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2558
  br i1 %v2561, label %st239, label %join240
st239:
  store float %v1648, float addrspace(1)* %v2562, align 4
  br label %join240
join240:
  %v2563 = mul i64 8, %v1696
  %v2564 = add i64 %v1705, %v2563
  %v2565 = add i64 %v1695, 8
  %v2566 = icmp ult i64 %v2565, %v1697
  %v2567 = add i64 %v2564, 641
  %v2568 = add i64 %v1703, 641
  %v2569 = icmp ult i64 %v2568, %v1704
  %v2570 = and i1 %v2566, %v2569
  %v2571 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2567
  br i1 %v2570, label %st241, label %join242
st241:
  store float %v1649, float addrspace(1)* %v2571, align 4
  br label %join242
join242:
  %v2572 = mul i64 8, %v1696
  %v2573 = add i64 %v1705, %v2572
  %v2574 = add i64 %v1695, 8
  %v2575 = icmp ult i64 %v2574, %v1697
  %v2576 = add i64 %v2573, 642
  %v2577 = add i64 %v1703, 642
  %v2578 = icmp ult i64 %v2577, %v1704
  %v2579 = and i1 %v2575, %v2578
  %v2580 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2576
  br i1 %v2579, label %st243, label %join244
st243:
  store float %v1650, float addrspace(1)* %v2580, align 4
  br label %join244
join244:
  %v2581 = mul i64 8, %v1696
  %v2582 = add i64 %v1705, %v2581
  %v2583 = add i64 %v1695, 8
  %v2584 = icmp ult i64 %v2583, %v1697
  %v2585 = add i64 %v2582, 643
  %v2586 = add i64 %v1703, 643
  %v2587 = icmp ult i64 %v2586, %v1704
  %v2588 = and i1 %v2584, %v2587
  %v2589 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2585
  br i1 %v2588, label %st245, label %join246
st245:
  store float %v1651, float addrspace(1)* %v2589, align 4
  br label %join246
join246:
  %v2590 = mul i64 8, %v1696
  %v2591 = add i64 %v1705, %v2590
  %v2592 = add i64 %v1695, 8
  %v2593 = icmp ult i64 %v2592, %v1697
  %v2594 = add i64 %v2591, 768
  %v2595 = add i64 %v1703, 768
  %v2596 = icmp ult i64 %v2595, %v1704
  %v2597 = and i1 %v2593, %v2596
  %v2598 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2594
  br i1 %v2597, label %st247, label %join248
st247:
  store float %v1652, float addrspace(1)* %v2598, align 4
  br label %join248
join248:
  %v2599 = mul i64 8, %v1696
  %v2600 = add i64 %v1705, %v2599
  %v2601 = add i64 %v1695, 8
  %v2602 = icmp ult i64 %v2601, %v1697
  %v2603 = add i64 %v2600, 769
  %v2604 = add i64 %v1703, 769
  %v2605 = icmp ult i64 %v2604, %v1704
  %v2606 = and i1 %v2602, %v2605
  %v2607 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2603
  br i1 %v2606, label %st249, label %join250
st249:
  store float %v1653, float addrspace(1)* %v2607, align 4
  br label %join250
join250:
  %v2608 = mul i64 8, %v1696
  %v2609 = add i64 %v1705, %v2608
  %v2610 = add i64 %v1695, 8
  %v2611 = icmp ult i64 %v2610, %v1697
  %v2612 = add i64 %v2609, 770
  %v2613 = add i64 %v1703, 770
  %v2614 = icmp ult i64 %v2613, %v1704
  %v2615 = and i1 %v2611, %v2614
  %v2616 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2612
  br i1 %v2615, label %st251, label %join252
st251:
  store float %v1654, float addrspace(1)* %v2616, align 4
  br label %join252
join252:
  %v2617 = mul i64 8, %v1696
  %v2618 = add i64 %v1705, %v2617
  %v2619 = add i64 %v1695, 8
  %v2620 = icmp ult i64 %v2619, %v1697
  %v2621 = add i64 %v2618, 771
  %v2622 = add i64 %v1703, 771
  %v2623 = icmp ult i64 %v2622, %v1704
  %v2624 = and i1 %v2620, %v2623
  %v2625 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2621
  br i1 %v2624, label %st253, label %join254
st253:
  store float %v1655, float addrspace(1)* %v2625, align 4
  br label %join254
join254:
  %v2626 = mul i64 8, %v1696
  %v2627 = add i64 %v1705, %v2626
  %v2628 = add i64 %v1695, 8
  %v2629 = icmp ult i64 %v2628, %v1697
  %v2630 = add i64 %v2627, 896
  %v2631 = add i64 %v1703, 896
  %v2632 = icmp ult i64 %v2631, %v1704
  %v2633 = and i1 %v2629, %v2632
  %v2634 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2630
  br i1 %v2633, label %st255, label %join256
st255:
  store float %v1656, float addrspace(1)* %v2634, align 4
  br label %join256
join256:
  %v2635 = mul i64 8, %v1696
  %v2636 = add i64 %v1705, %v2635
  %v2637 = add i64 %v1695, 8
  %v2638 = icmp ult i64 %v2637, %v1697
  %v2639 = add i64 %v2636, 897
  %v2640 = add i64 %v1703, 897
  %v2641 = icmp ult i64 %v2640, %v1704
  %v2642 = and i1 %v2638, %v2641
  %v2643 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2639
  br i1 %v2642, label %st257, label %join258
st257:
  store float %v1657, float addrspace(1)* %v2643, align 4
  br label %join258
join258:
  %v2644 = mul i64 8, %v1696
  %v2645 = add i64 %v1705, %v2644
  %v2646 = add i64 %v1695, 8
  %v2647 = icmp ult i64 %v2646, %v1697
  %v2648 = add i64 %v2645, 898
  %v2649 = add i64 %v1703, 898
  %v2650 = icmp ult i64 %v2649, %v1704
  %v2651 = and i1 %v2647, %v2650
  %v2652 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2648
  br i1 %v2651, label %st259, label %join260
st259:
  store float %v1658, float addrspace(1)* %v2652, align 4
  br label %join260
join260:
  %v2653 = mul i64 8, %v1696
  %v2654 = add i64 %v1705, %v2653
  %v2655 = add i64 %v1695, 8
  %v2656 = icmp ult i64 %v2655, %v1697
  %v2657 = add i64 %v2654, 899
  %v2658 = add i64 %v1703, 899
  %v2659 = icmp ult i64 %v2658, %v1704
  %v2660 = and i1 %v2656, %v2659
  %v2661 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2657
  br i1 %v2660, label %st261, label %join262
st261:
  store float %v1659, float addrspace(1)* %v2661, align 4
  br label %join262
join262:
  br label %st_done134
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel softmax_online [BM=2, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @softmax_online(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 1024, 0
  %v6 = select i1 %v5, i32 1, i32 1024
  %v7 = icmp eq i32 1024, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 1024
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = and i32 %v2, 1
  %v22 = shl i32 %v21, 2
  %v23 = lshr i32 %v2, 1
  %v24 = and i32 %v23, 1
  %v25 = shl i32 %v24, 3
  %v26 = or i32 %v22, %v25
  %v27 = lshr i32 %v2, 2
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 4
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v2, 3
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 5
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v2, 4
  %v36 = and i32 %v35, 1
  %v37 = shl i32 %v36, 6
  %v38 = or i32 %v34, %v37
  %v39 = and i32 %v3, 1
  %v40 = shl i32 %v39, 10
  %v41 = or i32 %v38, %v40
  %v42 = lshr i32 %v3, 1
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 7
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v45, 10
  %v47 = and i32 %v46, 1
  %v48 = and i32 %v45, 1023
  %v49 = sext i32 %v4 to i64
  %v50 = mul i64 %v49, 2
  %v51 = zext i32 %v47 to i64
  %v52 = add i64 %v50, %v51
  %v53 = sext i32 %p3 to i64
  %v54 = zext i32 %p1 to i64
  %v55 = mul i64 %v52, %v53
  %v56 = add i64 %v50, 2
  %v57 = icmp sle i64 %v56, %v54
  %v58 = icmp sge i64 %v49, 0
  %v59 = and i1 %v57, %v58
  %v60 = zext i32 %v48 to i64
  %v61 = zext i32 %p2 to i64
  %v62 = add i64 %v55, %v60
  %v63 = icmp sle i64 1024, %v61
  %v64 = icmp sge i64 0, 0
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v59, %v65
  br i1 %v66, label %ld_full1, label %ld_edge2
ld_full1:
  %v67 = icmp ult i64 %v52, %v54
  %v68 = icmp ult i64 %v60, %v61
  %v69 = and i1 %v67, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v71 = bitcast float addrspace(1)* %v70 to <4 x float> addrspace(1)*
  %v72 = load <4 x float>, <4 x float> addrspace(1)* %v71, align 16
  %v73 = extractelement <4 x float> %v72, i32 0
  %v74 = extractelement <4 x float> %v72, i32 1
  %v75 = extractelement <4 x float> %v72, i32 2
  %v76 = extractelement <4 x float> %v72, i32 3
  %v77 = icmp ult i64 %v52, %v54
  %v78 = add i64 %v62, 256
  %v79 = add i64 %v60, 256
  %v80 = icmp ult i64 %v79, %v61
  %v81 = and i1 %v77, %v80
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v83 = bitcast float addrspace(1)* %v82 to <4 x float> addrspace(1)*
  %v84 = load <4 x float>, <4 x float> addrspace(1)* %v83, align 16
  %v85 = extractelement <4 x float> %v84, i32 0
  %v86 = extractelement <4 x float> %v84, i32 1
  %v87 = extractelement <4 x float> %v84, i32 2
  %v88 = extractelement <4 x float> %v84, i32 3
  %v89 = icmp ult i64 %v52, %v54
  %v90 = add i64 %v62, 512
  %v91 = add i64 %v60, 512
  %v92 = icmp ult i64 %v91, %v61
  %v93 = and i1 %v89, %v92
  %v94 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v90
  %v95 = bitcast float addrspace(1)* %v94 to <4 x float> addrspace(1)*
  %v96 = load <4 x float>, <4 x float> addrspace(1)* %v95, align 16
  %v97 = extractelement <4 x float> %v96, i32 0
  %v98 = extractelement <4 x float> %v96, i32 1
  %v99 = extractelement <4 x float> %v96, i32 2
  %v100 = extractelement <4 x float> %v96, i32 3
  %v101 = icmp ult i64 %v52, %v54
  %v102 = add i64 %v62, 768
  %v103 = add i64 %v60, 768
  %v104 = icmp ult i64 %v103, %v61
  %v105 = and i1 %v101, %v104
  %v106 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v102
  %v107 = bitcast float addrspace(1)* %v106 to <4 x float> addrspace(1)*
  %v108 = load <4 x float>, <4 x float> addrspace(1)* %v107, align 16
  %v109 = extractelement <4 x float> %v108, i32 0
  %v110 = extractelement <4 x float> %v108, i32 1
  %v111 = extractelement <4 x float> %v108, i32 2
  %v112 = extractelement <4 x float> %v108, i32 3
  br label %ld_done3
ld_edge2:
  %v113 = icmp ult i64 %v52, %v54
  %v114 = icmp ult i64 %v60, %v61
  %v115 = and i1 %v113, %v114
  %v116 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v117 = bitcast float addrspace(1)* %v116 to <4 x float> addrspace(1)*
  br i1 %v115, label %ld4, label %ld_next5
ld_done3:
  %v175 = phi float [ %v73, %ld_full1 ], [ %v123, %ld_next11 ]
  %v176 = phi float [ %v74, %ld_full1 ], [ %v124, %ld_next11 ]
  %v177 = phi float [ %v75, %ld_full1 ], [ %v125, %ld_next11 ]
  %v178 = phi float [ %v76, %ld_full1 ], [ %v126, %ld_next11 ]
  %v179 = phi float [ %v85, %ld_full1 ], [ %v139, %ld_next11 ]
  %v180 = phi float [ %v86, %ld_full1 ], [ %v140, %ld_next11 ]
  %v181 = phi float [ %v87, %ld_full1 ], [ %v141, %ld_next11 ]
  %v182 = phi float [ %v88, %ld_full1 ], [ %v142, %ld_next11 ]
  %v183 = phi float [ %v97, %ld_full1 ], [ %v155, %ld_next11 ]
  %v184 = phi float [ %v98, %ld_full1 ], [ %v156, %ld_next11 ]
  %v185 = phi float [ %v99, %ld_full1 ], [ %v157, %ld_next11 ]
  %v186 = phi float [ %v100, %ld_full1 ], [ %v158, %ld_next11 ]
  %v187 = phi float [ %v109, %ld_full1 ], [ %v171, %ld_next11 ]
  %v188 = phi float [ %v110, %ld_full1 ], [ %v172, %ld_next11 ]
  %v189 = phi float [ %v111, %ld_full1 ], [ %v173, %ld_next11 ]
  %v190 = phi float [ %v112, %ld_full1 ], [ %v174, %ld_next11 ]
  %v191 = fmul float %v175, 0x3FF7154760000000
  %v192 = fmul float %v176, 0x3FF7154760000000
  %v193 = fmul float %v177, 0x3FF7154760000000
  %v194 = fmul float %v178, 0x3FF7154760000000
  %v195 = fmul float %v179, 0x3FF7154760000000
  %v196 = fmul float %v180, 0x3FF7154760000000
  %v197 = fmul float %v181, 0x3FF7154760000000
  %v198 = fmul float %v182, 0x3FF7154760000000
  %v199 = fmul float %v183, 0x3FF7154760000000
  %v200 = fmul float %v184, 0x3FF7154760000000
  %v201 = fmul float %v185, 0x3FF7154760000000
  %v202 = fmul float %v186, 0x3FF7154760000000
  %v203 = fmul float %v187, 0x3FF7154760000000
  %v204 = fmul float %v188, 0x3FF7154760000000
  %v205 = fmul float %v189, 0x3FF7154760000000
  %v206 = fmul float %v190, 0x3FF7154760000000
  %v207 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v191, float %v192)
  %v208 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v207, float %v193)
  %v209 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v208, float %v194)
  %v210 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v209, float %v195)
  %v211 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v210, float %v196)
  %v212 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v211, float %v197)
  %v213 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v212, float %v198)
  %v214 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v213, float %v199)
  %v215 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v214, float %v200)
  %v216 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v215, float %v201)
  %v217 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v216, float %v202)
  %v218 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v217, float %v203)
  %v219 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v218, float %v204)
  %v220 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v219, float %v205)
  %v221 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v220, float %v206)
  %v222 = bitcast float %v221 to i32
  %v223 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v222, i32 1, i32 31)
  %v224 = bitcast i32 %v223 to float
  %v225 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v221, float %v224)
  %v226 = bitcast float %v225 to i32
  %v227 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v226, i32 2, i32 31)
  %v228 = bitcast i32 %v227 to float
  %v229 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v225, float %v228)
  %v230 = bitcast float %v229 to i32
  %v231 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v230, i32 4, i32 31)
  %v232 = bitcast i32 %v231 to float
  %v233 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v229, float %v232)
  %v234 = bitcast float %v233 to i32
  %v235 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v234, i32 8, i32 31)
  %v236 = bitcast i32 %v235 to float
  %v237 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v233, float %v236)
  %v238 = bitcast float %v237 to i32
  %v239 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v238, i32 16, i32 31)
  %v240 = bitcast i32 %v239 to float
  %v241 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v237, float %v240)
  call void @llvm.nvvm.barrier0()
  %v242 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v243 = getelementptr inbounds float, float addrspace(3)* %v242, i32 %v1
  store float %v241, float addrspace(3)* %v243, align 4
  call void @llvm.nvvm.barrier0()
  %v244 = and i32 %v3, -3
  %v245 = shl i32 %v244, 5
  %v246 = or i32 %v245, %v2
  %v247 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v248 = getelementptr inbounds float, float addrspace(3)* %v247, i32 %v246
  %v249 = load float, float addrspace(3)* %v248, align 4
  %v250 = or i32 %v244, 2
  %v251 = shl i32 %v250, 5
  %v252 = or i32 %v251, %v2
  %v253 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v254 = getelementptr inbounds float, float addrspace(3)* %v253, i32 %v252
  %v255 = load float, float addrspace(3)* %v254, align 4
  %v256 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v249, float %v255)
  %v257 = fsub float %v191, %v256
  %v258 = fsub float %v192, %v256
  %v259 = fsub float %v193, %v256
  %v260 = fsub float %v194, %v256
  %v261 = fsub float %v195, %v256
  %v262 = fsub float %v196, %v256
  %v263 = fsub float %v197, %v256
  %v264 = fsub float %v198, %v256
  %v265 = fsub float %v199, %v256
  %v266 = fsub float %v200, %v256
  %v267 = fsub float %v201, %v256
  %v268 = fsub float %v202, %v256
  %v269 = fsub float %v203, %v256
  %v270 = fsub float %v204, %v256
  %v271 = fsub float %v205, %v256
  %v272 = fsub float %v206, %v256
  %v273 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v257)
  %v274 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v258)
  %v275 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v259)
  %v276 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v260)
  %v277 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v261)
  %v278 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v262)
  %v279 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v263)
  %v280 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v264)
  %v281 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v265)
  %v282 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v266)
  %v283 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v267)
  %v284 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v268)
  %v285 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v269)
  %v286 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v270)
  %v287 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v271)
  %v288 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v272)
  %v289 = fadd float %v273, %v274
  %v290 = fadd float %v289, %v275
  %v291 = fadd float %v290, %v276
  %v292 = fadd float %v291, %v277
  %v293 = fadd float %v292, %v278
  %v294 = fadd float %v293, %v279
  %v295 = fadd float %v294, %v280
  %v296 = fadd float %v295, %v281
  %v297 = fadd float %v296, %v282
  %v298 = fadd float %v297, %v283
  %v299 = fadd float %v298, %v284
  %v300 = fadd float %v299, %v285
  %v301 = fadd float %v300, %v286
  %v302 = fadd float %v301, %v287
  %v303 = fadd float %v302, %v288
  %v304 = bitcast float %v303 to i32
  %v305 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v304, i32 1, i32 31)
  %v306 = bitcast i32 %v305 to float
  %v307 = fadd float %v303, %v306
  %v308 = bitcast float %v307 to i32
  %v309 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v308, i32 2, i32 31)
  %v310 = bitcast i32 %v309 to float
  %v311 = fadd float %v307, %v310
  %v312 = bitcast float %v311 to i32
  %v313 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v312, i32 4, i32 31)
  %v314 = bitcast i32 %v313 to float
  %v315 = fadd float %v311, %v314
  %v316 = bitcast float %v315 to i32
  %v317 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v316, i32 8, i32 31)
  %v318 = bitcast i32 %v317 to float
  %v319 = fadd float %v315, %v318
  %v320 = bitcast float %v319 to i32
  %v321 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v320, i32 16, i32 31)
  %v322 = bitcast i32 %v321 to float
  %v323 = fadd float %v319, %v322
  call void @llvm.nvvm.barrier0()
  %v324 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v325 = getelementptr inbounds float, float addrspace(3)* %v324, i32 %v1
  store float %v323, float addrspace(3)* %v325, align 4
  call void @llvm.nvvm.barrier0()
  %v326 = and i32 %v3, -3
  %v327 = shl i32 %v326, 5
  %v328 = or i32 %v327, %v2
  %v329 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v330 = getelementptr inbounds float, float addrspace(3)* %v329, i32 %v328
  %v331 = load float, float addrspace(3)* %v330, align 4
  %v332 = or i32 %v326, 2
  %v333 = shl i32 %v332, 5
  %v334 = or i32 %v333, %v2
  %v335 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v336 = getelementptr inbounds float, float addrspace(3)* %v335, i32 %v334
  %v337 = load float, float addrspace(3)* %v336, align 4
  %v338 = fadd float %v331, %v337
  %v339 = sext i32 %v20 to i64
  br label %for12
ld4:
  %v118 = load <4 x float>, <4 x float> addrspace(1)* %v117, align 16
  %v119 = extractelement <4 x float> %v118, i32 0
  %v120 = extractelement <4 x float> %v118, i32 1
  %v121 = extractelement <4 x float> %v118, i32 2
  %v122 = extractelement <4 x float> %v118, i32 3
  br label %ld_next5
ld_next5:
  %v123 = phi float [ %v119, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v124 = phi float [ %v120, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v125 = phi float [ %v121, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v126 = phi float [ %v122, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v127 = icmp ult i64 %v52, %v54
  %v128 = add i64 %v62, 256
  %v129 = add i64 %v60, 256
  %v130 = icmp ult i64 %v129, %v61
  %v131 = and i1 %v127, %v130
  %v132 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v128
  %v133 = bitcast float addrspace(1)* %v132 to <4 x float> addrspace(1)*
  br i1 %v131, label %ld6, label %ld_next7
ld6:
  %v134 = load <4 x float>, <4 x float> addrspace(1)* %v133, align 16
  %v135 = extractelement <4 x float> %v134, i32 0
  %v136 = extractelement <4 x float> %v134, i32 1
  %v137 = extractelement <4 x float> %v134, i32 2
  %v138 = extractelement <4 x float> %v134, i32 3
  br label %ld_next7
ld_next7:
  %v139 = phi float [ %v135, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v140 = phi float [ %v136, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v141 = phi float [ %v137, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v142 = phi float [ %v138, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v143 = icmp ult i64 %v52, %v54
  %v144 = add i64 %v62, 512
  %v145 = add i64 %v60, 512
  %v146 = icmp ult i64 %v145, %v61
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = bitcast float addrspace(1)* %v148 to <4 x float> addrspace(1)*
  br i1 %v147, label %ld8, label %ld_next9
ld8:
  %v150 = load <4 x float>, <4 x float> addrspace(1)* %v149, align 16
  %v151 = extractelement <4 x float> %v150, i32 0
  %v152 = extractelement <4 x float> %v150, i32 1
  %v153 = extractelement <4 x float> %v150, i32 2
  %v154 = extractelement <4 x float> %v150, i32 3
  br label %ld_next9
ld_next9:
  %v155 = phi float [ %v151, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v156 = phi float [ %v152, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v157 = phi float [ %v153, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v158 = phi float [ %v154, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v159 = icmp ult i64 %v52, %v54
  %v160 = add i64 %v62, 768
  %v161 = add i64 %v60, 768
  %v162 = icmp ult i64 %v161, %v61
  %v163 = and i1 %v159, %v162
  %v164 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v160
  %v165 = bitcast float addrspace(1)* %v164 to <4 x float> addrspace(1)*
  br i1 %v163, label %ld10, label %ld_next11
ld10:
  %v166 = load <4 x float>, <4 x float> addrspace(1)* %v165, align 16
  %v167 = extractelement <4 x float> %v166, i32 0
  %v168 = extractelement <4 x float> %v166, i32 1
  %v169 = extractelement <4 x float> %v166, i32 2
  %v170 = extractelement <4 x float> %v166, i32 3
  br label %ld_next11
ld_next11:
  %v171 = phi float [ %v167, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v172 = phi float [ %v168, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v173 = phi float [ %v169, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v174 = phi float [ %v170, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  br label %ld_done3
for12:
  %v340 = phi float [ %v338, %ld_done3 ], [ %v674, %ld_done17 ]
  %v341 = phi float [ %v256, %ld_done3 ], [ %v588, %ld_done17 ]
  %v342 = phi i64 [ 1, %ld_done3 ], [ %v675, %ld_done17 ]
  %v343 = icmp slt i64 %v342, %v339
  %v344 = icmp sgt i64 %v342, %v339
  %v345 = icmp sgt i64 1, 0
  %v346 = select i1 %v345, i1 %v343, i1 %v344
  br i1 %v346, label %body13, label %endfor14
body13:
  %v347 = trunc i64 %v342 to i32
  %v348 = and i32 %v2, 1
  %v349 = shl i32 %v348, 2
  %v350 = lshr i32 %v2, 1
  %v351 = and i32 %v350, 1
  %v352 = shl i32 %v351, 3
  %v353 = or i32 %v349, %v352
  %v354 = lshr i32 %v2, 2
  %v355 = and i32 %v354, 1
  %v356 = shl i32 %v355, 4
  %v357 = or i32 %v353, %v356
  %v358 = lshr i32 %v2, 3
  %v359 = and i32 %v358, 1
  %v360 = shl i32 %v359, 5
  %v361 = or i32 %v357, %v360
  %v362 = lshr i32 %v2, 4
  %v363 = and i32 %v362, 1
  %v364 = shl i32 %v363, 6
  %v365 = or i32 %v361, %v364
  %v366 = and i32 %v3, 1
  %v367 = shl i32 %v366, 10
  %v368 = or i32 %v365, %v367
  %v369 = lshr i32 %v3, 1
  %v370 = and i32 %v369, 1
  %v371 = shl i32 %v370, 7
  %v372 = or i32 %v368, %v371
  %v373 = lshr i32 %v372, 10
  %v374 = and i32 %v373, 1
  %v375 = and i32 %v372, 1023
  %v376 = sext i32 %v4 to i64
  %v377 = mul i64 %v376, 2
  %v378 = zext i32 %v374 to i64
  %v379 = add i64 %v377, %v378
  %v380 = sext i32 %p3 to i64
  %v381 = zext i32 %p1 to i64
  %v382 = mul i64 %v379, %v380
  %v383 = add i64 %v377, 2
  %v384 = icmp sle i64 %v383, %v381
  %v385 = icmp sge i64 %v376, 0
  %v386 = and i1 %v384, %v385
  %v387 = sext i32 %v347 to i64
  %v388 = mul i64 %v387, 1024
  %v389 = zext i32 %v375 to i64
  %v390 = add i64 %v388, %v389
  %v391 = zext i32 %p2 to i64
  %v392 = add i64 %v382, %v390
  %v393 = add i64 %v388, 1024
  %v394 = icmp sle i64 %v393, %v391
  %v395 = icmp sge i64 %v387, 0
  %v396 = and i1 %v394, %v395
  %v397 = and i1 %v386, %v396
  br i1 %v397, label %ld_full15, label %ld_edge16
endfor14:
  %v676 = fdiv float 0x3FF0000000000000, %v340
  %v677 = sext i32 %v20 to i64
  br label %for26
ld_full15:
  %v398 = icmp ult i64 %v379, %v381
  %v399 = icmp ult i64 %v390, %v391
  %v400 = and i1 %v398, %v399
  %v401 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v392
  %v402 = bitcast float addrspace(1)* %v401 to <4 x float> addrspace(1)*
  %v403 = load <4 x float>, <4 x float> addrspace(1)* %v402, align 16
  %v404 = extractelement <4 x float> %v403, i32 0
  %v405 = extractelement <4 x float> %v403, i32 1
  %v406 = extractelement <4 x float> %v403, i32 2
  %v407 = extractelement <4 x float> %v403, i32 3
  %v408 = icmp ult i64 %v379, %v381
  %v409 = add i64 %v392, 256
  %v410 = add i64 %v390, 256
  %v411 = icmp ult i64 %v410, %v391
  %v412 = and i1 %v408, %v411
  %v413 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v409
  %v414 = bitcast float addrspace(1)* %v413 to <4 x float> addrspace(1)*
  %v415 = load <4 x float>, <4 x float> addrspace(1)* %v414, align 16
  %v416 = extractelement <4 x float> %v415, i32 0
  %v417 = extractelement <4 x float> %v415, i32 1
  %v418 = extractelement <4 x float> %v415, i32 2
  %v419 = extractelement <4 x float> %v415, i32 3
  %v420 = icmp ult i64 %v379, %v381
  %v421 = add i64 %v392, 512
  %v422 = add i64 %v390, 512
  %v423 = icmp ult i64 %v422, %v391
  %v424 = and i1 %v420, %v423
  %v425 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v421
  %v426 = bitcast float addrspace(1)* %v425 to <4 x float> addrspace(1)*
  %v427 = load <4 x float>, <4 x float> addrspace(1)* %v426, align 16
  %v428 = extractelement <4 x float> %v427, i32 0
  %v429 = extractelement <4 x float> %v427, i32 1
  %v430 = extractelement <4 x float> %v427, i32 2
  %v431 = extractelement <4 x float> %v427, i32 3
  %v432 = icmp ult i64 %v379, %v381
  %v433 = add i64 %v392, 768
  %v434 = add i64 %v390, 768
  %v435 = icmp ult i64 %v434, %v391
  %v436 = and i1 %v432, %v435
  %v437 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v433
  %v438 = bitcast float addrspace(1)* %v437 to <4 x float> addrspace(1)*
  %v439 = load <4 x float>, <4 x float> addrspace(1)* %v438, align 16
  %v440 = extractelement <4 x float> %v439, i32 0
  %v441 = extractelement <4 x float> %v439, i32 1
  %v442 = extractelement <4 x float> %v439, i32 2
  %v443 = extractelement <4 x float> %v439, i32 3
  br label %ld_done17
ld_edge16:
  %v444 = icmp ult i64 %v379, %v381
  %v445 = icmp ult i64 %v390, %v391
  %v446 = and i1 %v444, %v445
  %v447 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v392
  %v448 = bitcast float addrspace(1)* %v447 to <4 x float> addrspace(1)*
  br i1 %v446, label %ld18, label %ld_next19
ld_done17:
  %v506 = phi float [ %v404, %ld_full15 ], [ %v454, %ld_next25 ]
  %v507 = phi float [ %v405, %ld_full15 ], [ %v455, %ld_next25 ]
  %v508 = phi float [ %v406, %ld_full15 ], [ %v456, %ld_next25 ]
  %v509 = phi float [ %v407, %ld_full15 ], [ %v457, %ld_next25 ]
  %v510 = phi float [ %v416, %ld_full15 ], [ %v470, %ld_next25 ]
  %v511 = phi float [ %v417, %ld_full15 ], [ %v471, %ld_next25 ]
  %v512 = phi float [ %v418, %ld_full15 ], [ %v472, %ld_next25 ]
  %v513 = phi float [ %v419, %ld_full15 ], [ %v473, %ld_next25 ]
  %v514 = phi float [ %v428, %ld_full15 ], [ %v486, %ld_next25 ]
  %v515 = phi float [ %v429, %ld_full15 ], [ %v487, %ld_next25 ]
  %v516 = phi float [ %v430, %ld_full15 ], [ %v488, %ld_next25 ]
  %v517 = phi float [ %v431, %ld_full15 ], [ %v489, %ld_next25 ]
  %v518 = phi float [ %v440, %ld_full15 ], [ %v502, %ld_next25 ]
  %v519 = phi float [ %v441, %ld_full15 ], [ %v503, %ld_next25 ]
  %v520 = phi float [ %v442, %ld_full15 ], [ %v504, %ld_next25 ]
  %v521 = phi float [ %v443, %ld_full15 ], [ %v505, %ld_next25 ]
  %v522 = fmul float %v506, 0x3FF7154760000000
  %v523 = fmul float %v507, 0x3FF7154760000000
  %v524 = fmul float %v508, 0x3FF7154760000000
  %v525 = fmul float %v509, 0x3FF7154760000000
  %v526 = fmul float %v510, 0x3FF7154760000000
  %v527 = fmul float %v511, 0x3FF7154760000000
  %v528 = fmul float %v512, 0x3FF7154760000000
  %v529 = fmul float %v513, 0x3FF7154760000000
  %v530 = fmul float %v514, 0x3FF7154760000000
  %v531 = fmul float %v515, 0x3FF7154760000000
  %v532 = fmul float %v516, 0x3FF7154760000000
  %v533 = fmul float %v517, 0x3FF7154760000000
  %v534 = fmul float %v518, 0x3FF7154760000000
  %v535 = fmul float %v519, 0x3FF7154760000000
  %v536 = fmul float %v520, 0x3FF7154760000000
  %v537 = fmul float %v521, 0x3FF7154760000000
  %v538 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v522, float %v523)
  %v539 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v538, float %v524)
  %v540 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v539, float %v525)
  %v541 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v540, float %v526)
  %v542 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v541, float %v527)
  %v543 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v542, float %v528)
  %v544 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v543, float %v529)
  %v545 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v544, float %v530)
  %v546 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v545, float %v531)
  %v547 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v546, float %v532)
  %v548 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v547, float %v533)
  %v549 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v548, float %v534)
  %v550 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v549, float %v535)
  %v551 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v550, float %v536)
  %v552 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v551, float %v537)
  %v553 = bitcast float %v552 to i32
  %v554 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v553, i32 1, i32 31)
  %v555 = bitcast i32 %v554 to float
  %v556 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v552, float %v555)
  %v557 = bitcast float %v556 to i32
  %v558 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v557, i32 2, i32 31)
  %v559 = bitcast i32 %v558 to float
  %v560 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v556, float %v559)
  %v561 = bitcast float %v560 to i32
  %v562 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v561, i32 4, i32 31)
  %v563 = bitcast i32 %v562 to float
  %v564 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v560, float %v563)
  %v565 = bitcast float %v564 to i32
  %v566 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v565, i32 8, i32 31)
  %v567 = bitcast i32 %v566 to float
  %v568 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v564, float %v567)
  %v569 = bitcast float %v568 to i32
  %v570 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v569, i32 16, i32 31)
  %v571 = bitcast i32 %v570 to float
  %v572 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v568, float %v571)
  call void @llvm.nvvm.barrier0()
  %v573 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v574 = getelementptr inbounds float, float addrspace(3)* %v573, i32 %v1
  store float %v572, float addrspace(3)* %v574, align 4
  call void @llvm.nvvm.barrier0()
  %v575 = and i32 %v3, -3
  %v576 = shl i32 %v575, 5
  %v577 = or i32 %v576, %v2
  %v578 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v579 = getelementptr inbounds float, float addrspace(3)* %v578, i32 %v577
  %v580 = load float, float addrspace(3)* %v579, align 4
  %v581 = or i32 %v575, 2
  %v582 = shl i32 %v581, 5
  %v583 = or i32 %v582, %v2
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  %v586 = load float, float addrspace(3)* %v585, align 4
  %v587 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v580, float %v586)
  %v588 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v341, float %v587)
  %v589 = fsub float %v341, %v588
  %v590 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v589)
  %v591 = fmul float %v340, %v590
  %v592 = fsub float %v522, %v588
  %v593 = fsub float %v523, %v588
  %v594 = fsub float %v524, %v588
  %v595 = fsub float %v525, %v588
  %v596 = fsub float %v526, %v588
  %v597 = fsub float %v527, %v588
  %v598 = fsub float %v528, %v588
  %v599 = fsub float %v529, %v588
  %v600 = fsub float %v530, %v588
  %v601 = fsub float %v531, %v588
  %v602 = fsub float %v532, %v588
  %v603 = fsub float %v533, %v588
  %v604 = fsub float %v534, %v588
  %v605 = fsub float %v535, %v588
  %v606 = fsub float %v536, %v588
  %v607 = fsub float %v537, %v588
  %v608 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v592)
  %v609 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v593)
  %v610 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v594)
  %v611 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v595)
  %v612 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v596)
  %v613 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v597)
  %v614 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v598)
  %v615 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v599)
  %v616 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v600)
  %v617 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v601)
  %v618 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v602)
  %v619 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v603)
  %v620 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v604)
  %v621 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v605)
  %v622 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v606)
  %v623 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v607)
  %v624 = fadd float %v608, %v609
  %v625 = fadd float %v624, %v610
  %v626 = fadd float %v625, %v611
  %v627 = fadd float %v626, %v612
  %v628 = fadd float %v627, %v613
  %v629 = fadd float %v628, %v614
  %v630 = fadd float %v629, %v615
  %v631 = fadd float %v630, %v616
  %v632 = fadd float %v631, %v617
  %v633 = fadd float %v632, %v618
  %v634 = fadd float %v633, %v619
  %v635 = fadd float %v634, %v620
  %v636 = fadd float %v635, %v621
  %v637 = fadd float %v636, %v622
  %v638 = fadd float %v637, %v623
  %v639 = bitcast float %v638 to i32
  %v640 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v639, i32 1, i32 31)
  %v641 = bitcast i32 %v640 to float
  %v642 = fadd float %v638, %v641
  %v643 = bitcast float %v642 to i32
  %v644 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v643, i32 2, i32 31)
  %v645 = bitcast i32 %v644 to float
  %v646 = fadd float %v642, %v645
  %v647 = bitcast float %v646 to i32
  %v648 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v647, i32 4, i32 31)
  %v649 = bitcast i32 %v648 to float
  %v650 = fadd float %v646, %v649
  %v651 = bitcast float %v650 to i32
  %v652 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v651, i32 8, i32 31)
  %v653 = bitcast i32 %v652 to float
  %v654 = fadd float %v650, %v653
  %v655 = bitcast float %v654 to i32
  %v656 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v655, i32 16, i32 31)
  %v657 = bitcast i32 %v656 to float
  %v658 = fadd float %v654, %v657
  call void @llvm.nvvm.barrier0()
  %v659 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v660 = getelementptr inbounds float, float addrspace(3)* %v659, i32 %v1
  store float %v658, float addrspace(3)* %v660, align 4
  call void @llvm.nvvm.barrier0()
  %v661 = and i32 %v3, -3
  %v662 = shl i32 %v661, 5
  %v663 = or i32 %v662, %v2
  %v664 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v665 = getelementptr inbounds float, float addrspace(3)* %v664, i32 %v663
  %v666 = load float, float addrspace(3)* %v665, align 4
  %v667 = or i32 %v661, 2
  %v668 = shl i32 %v667, 5
  %v669 = or i32 %v668, %v2
  %v670 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v671 = getelementptr inbounds float, float addrspace(3)* %v670, i32 %v669
  %v672 = load float, float addrspace(3)* %v671, align 4
  %v673 = fadd float %v666, %v672
  %v674 = fadd float %v591, %v673
  %v675 = add i64 %v342, 1
  br label %for12
ld18:
  %v449 = load <4 x float>, <4 x float> addrspace(1)* %v448, align 16
  %v450 = extractelement <4 x float> %v449, i32 0
  %v451 = extractelement <4 x float> %v449, i32 1
  %v452 = extractelement <4 x float> %v449, i32 2
  %v453 = extractelement <4 x float> %v449, i32 3
  br label %ld_next19
ld_next19:
  %v454 = phi float [ %v450, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v455 = phi float [ %v451, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v456 = phi float [ %v452, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v457 = phi float [ %v453, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v458 = icmp ult i64 %v379, %v381
  %v459 = add i64 %v392, 256
  %v460 = add i64 %v390, 256
  %v461 = icmp ult i64 %v460, %v391
  %v462 = and i1 %v458, %v461
  %v463 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v459
  %v464 = bitcast float addrspace(1)* %v463 to <4 x float> addrspace(1)*
  br i1 %v462, label %ld20, label %ld_next21
ld20:
  %v465 = load <4 x float>, <4 x float> addrspace(1)* %v464, align 16
  %v466 = extractelement <4 x float> %v465, i32 0
  %v467 = extractelement <4 x float> %v465, i32 1
  %v468 = extractelement <4 x float> %v465, i32 2
  %v469 = extractelement <4 x float> %v465, i32 3
  br label %ld_next21
ld_next21:
  %v470 = phi float [ %v466, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v471 = phi float [ %v467, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v472 = phi float [ %v468, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v473 = phi float [ %v469, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v474 = icmp ult i64 %v379, %v381
  %v475 = add i64 %v392, 512
  %v476 = add i64 %v390, 512
  %v477 = icmp ult i64 %v476, %v391
  %v478 = and i1 %v474, %v477
  %v479 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v475
  %v480 = bitcast float addrspace(1)* %v479 to <4 x float> addrspace(1)*
  br i1 %v478, label %ld22, label %ld_next23
ld22:
  %v481 = load <4 x float>, <4 x float> addrspace(1)* %v480, align 16
  %v482 = extractelement <4 x float> %v481, i32 0
  %v483 = extractelement <4 x float> %v481, i32 1
  %v484 = extractelement <4 x float> %v481, i32 2
  %v485 = extractelement <4 x float> %v481, i32 3
  br label %ld_next23
ld_next23:
  %v486 = phi float [ %v482, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v487 = phi float [ %v483, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v488 = phi float [ %v484, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v489 = phi float [ %v485, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v490 = icmp ult i64 %v379, %v381
  %v491 = add i64 %v392, 768
  %v492 = add i64 %v390, 768
  %v493 = icmp ult i64 %v492, %v391
  %v494 = and i1 %v490, %v493
  %v495 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v491
  %v496 = bitcast float addrspace(1)* %v495 to <4 x float> addrspace(1)*
  br i1 %v494, label %ld24, label %ld_next25
ld24:
  %v497 = load <4 x float>, <4 x float> addrspace(1)* %v496, align 16
  %v498 = extractelement <4 x float> %v497, i32 0
  %v499 = extractelement <4 x float> %v497, i32 1
  %v500 = extractelement <4 x float> %v497, i32 2
  %v501 = extractelement <4 x float> %v497, i32 3
  br label %ld_next25
ld_next25:
  %v502 = phi float [ %v498, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v503 = phi float [ %v499, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v504 = phi float [ %v500, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v505 = phi float [ %v501, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  br label %ld_done17
for26:
  %v678 = phi i64 [ 0, %endfor14 ], [ %v1056, %st_done42 ]
  %v679 = icmp slt i64 %v678, %v677
  %v680 = icmp sgt i64 %v678, %v677
  %v681 = icmp sgt i64 1, 0
  %v682 = select i1 %v681, i1 %v679, i1 %v680
  br i1 %v682, label %body27, label %endfor28
body27:
  %v683 = trunc i64 %v678 to i32
  %v684 = and i32 %v2, 1
  %v685 = shl i32 %v684, 2
  %v686 = lshr i32 %v2, 1
  %v687 = and i32 %v686, 1
  %v688 = shl i32 %v687, 3
  %v689 = or i32 %v685, %v688
  %v690 = lshr i32 %v2, 2
  %v691 = and i32 %v690, 1
  %v692 = shl i32 %v691, 4
  %v693 = or i32 %v689, %v692
  %v694 = lshr i32 %v2, 3
  %v695 = and i32 %v694, 1
  %v696 = shl i32 %v695, 5
  %v697 = or i32 %v693, %v696
  %v698 = lshr i32 %v2, 4
  %v699 = and i32 %v698, 1
  %v700 = shl i32 %v699, 6
  %v701 = or i32 %v697, %v700
  %v702 = and i32 %v3, 1
  %v703 = shl i32 %v702, 10
  %v704 = or i32 %v701, %v703
  %v705 = lshr i32 %v3, 1
  %v706 = and i32 %v705, 1
  %v707 = shl i32 %v706, 7
  %v708 = or i32 %v704, %v707
  %v709 = lshr i32 %v708, 10
  %v710 = and i32 %v709, 1
  %v711 = and i32 %v708, 1023
  %v712 = sext i32 %v4 to i64
  %v713 = mul i64 %v712, 2
  %v714 = zext i32 %v710 to i64
  %v715 = add i64 %v713, %v714
  %v716 = sext i32 %p3 to i64
  %v717 = zext i32 %p1 to i64
  %v718 = mul i64 %v715, %v716
  %v719 = add i64 %v713, 2
  %v720 = icmp sle i64 %v719, %v717
  %v721 = icmp sge i64 %v712, 0
  %v722 = and i1 %v720, %v721
  %v723 = sext i32 %v683 to i64
  %v724 = mul i64 %v723, 1024
  %v725 = zext i32 %v711 to i64
  %v726 = add i64 %v724, %v725
  %v727 = zext i32 %p2 to i64
  %v728 = add i64 %v718, %v726
  %v729 = add i64 %v724, 1024
  %v730 = icmp sle i64 %v729, %v727
  %v731 = icmp sge i64 %v723, 0
  %v732 = and i1 %v730, %v731
  %v733 = and i1 %v722, %v732
  br i1 %v733, label %ld_full29, label %ld_edge30
endfor28:
  ret void
ld_full29:
  %v734 = icmp ult i64 %v715, %v717
  %v735 = icmp ult i64 %v726, %v727
  %v736 = and i1 %v734, %v735
  %v737 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v728
  %v738 = bitcast float addrspace(1)* %v737 to <4 x float> addrspace(1)*
  %v739 = load <4 x float>, <4 x float> addrspace(1)* %v738, align 16
  %v740 = extractelement <4 x float> %v739, i32 0
  %v741 = extractelement <4 x float> %v739, i32 1
  %v742 = extractelement <4 x float> %v739, i32 2
  %v743 = extractelement <4 x float> %v739, i32 3
  %v744 = icmp ult i64 %v715, %v717
  %v745 = add i64 %v728, 256
  %v746 = add i64 %v726, 256
  %v747 = icmp ult i64 %v746, %v727
  %v748 = and i1 %v744, %v747
  %v749 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v745
  %v750 = bitcast float addrspace(1)* %v749 to <4 x float> addrspace(1)*
  %v751 = load <4 x float>, <4 x float> addrspace(1)* %v750, align 16
  %v752 = extractelement <4 x float> %v751, i32 0
  %v753 = extractelement <4 x float> %v751, i32 1
  %v754 = extractelement <4 x float> %v751, i32 2
  %v755 = extractelement <4 x float> %v751, i32 3
  %v756 = icmp ult i64 %v715, %v717
  %v757 = add i64 %v728, 512
  %v758 = add i64 %v726, 512
  %v759 = icmp ult i64 %v758, %v727
  %v760 = and i1 %v756, %v759
  %v761 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v757
  %v762 = bitcast float addrspace(1)* %v761 to <4 x float> addrspace(1)*
  %v763 = load <4 x float>, <4 x float> addrspace(1)* %v762, align 16
  %v764 = extractelement <4 x float> %v763, i32 0
  %v765 = extractelement <4 x float> %v763, i32 1
  %v766 = extractelement <4 x float> %v763, i32 2
  %v767 = extractelement <4 x float> %v763, i32 3
  %v768 = icmp ult i64 %v715, %v717
  %v769 = add i64 %v728, 768
  %v770 = add i64 %v726, 768
  %v771 = icmp ult i64 %v770, %v727
  %v772 = and i1 %v768, %v771
  %v773 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v769
  %v774 = bitcast float addrspace(1)* %v773 to <4 x float> addrspace(1)*
  %v775 = load <4 x float>, <4 x float> addrspace(1)* %v774, align 16
  %v776 = extractelement <4 x float> %v775, i32 0
  %v777 = extractelement <4 x float> %v775, i32 1
  %v778 = extractelement <4 x float> %v775, i32 2
  %v779 = extractelement <4 x float> %v775, i32 3
  br label %ld_done31
ld_edge30:
  %v780 = icmp ult i64 %v715, %v717
  %v781 = icmp ult i64 %v726, %v727
  %v782 = and i1 %v780, %v781
  %v783 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v728
  %v784 = bitcast float addrspace(1)* %v783 to <4 x float> addrspace(1)*
  br i1 %v782, label %ld32, label %ld_next33
ld_done31:
  %v842 = phi float [ %v740, %ld_full29 ], [ %v790, %ld_next39 ]
  %v843 = phi float [ %v741, %ld_full29 ], [ %v791, %ld_next39 ]
  %v844 = phi float [ %v742, %ld_full29 ], [ %v792, %ld_next39 ]
  %v845 = phi float [ %v743, %ld_full29 ], [ %v793, %ld_next39 ]
  %v846 = phi float [ %v752, %ld_full29 ], [ %v806, %ld_next39 ]
  %v847 = phi float [ %v753, %ld_full29 ], [ %v807, %ld_next39 ]
  %v848 = phi float [ %v754, %ld_full29 ], [ %v808, %ld_next39 ]
  %v849 = phi float [ %v755, %ld_full29 ], [ %v809, %ld_next39 ]
  %v850 = phi float [ %v764, %ld_full29 ], [ %v822, %ld_next39 ]
  %v851 = phi float [ %v765, %ld_full29 ], [ %v823, %ld_next39 ]
  %v852 = phi float [ %v766, %ld_full29 ], [ %v824, %ld_next39 ]
  %v853 = phi float [ %v767, %ld_full29 ], [ %v825, %ld_next39 ]
  %v854 = phi float [ %v776, %ld_full29 ], [ %v838, %ld_next39 ]
  %v855 = phi float [ %v777, %ld_full29 ], [ %v839, %ld_next39 ]
  %v856 = phi float [ %v778, %ld_full29 ], [ %v840, %ld_next39 ]
  %v857 = phi float [ %v779, %ld_full29 ], [ %v841, %ld_next39 ]
  %v858 = fmul float %v842, 0x3FF7154760000000
  %v859 = fmul float %v843, 0x3FF7154760000000
  %v860 = fmul float %v844, 0x3FF7154760000000
  %v861 = fmul float %v845, 0x3FF7154760000000
  %v862 = fmul float %v846, 0x3FF7154760000000
  %v863 = fmul float %v847, 0x3FF7154760000000
  %v864 = fmul float %v848, 0x3FF7154760000000
  %v865 = fmul float %v849, 0x3FF7154760000000
  %v866 = fmul float %v850, 0x3FF7154760000000
  %v867 = fmul float %v851, 0x3FF7154760000000
  %v868 = fmul float %v852, 0x3FF7154760000000
  %v869 = fmul float %v853, 0x3FF7154760000000
  %v870 = fmul float %v854, 0x3FF7154760000000
  %v871 = fmul float %v855, 0x3FF7154760000000
  %v872 = fmul float %v856, 0x3FF7154760000000
  %v873 = fmul float %v857, 0x3FF7154760000000
  %v874 = fsub float %v858, %v341
  %v875 = fsub float %v859, %v341
  %v876 = fsub float %v860, %v341
  %v877 = fsub float %v861, %v341
  %v878 = fsub float %v862, %v341
  %v879 = fsub float %v863, %v341
  %v880 = fsub float %v864, %v341
  %v881 = fsub float %v865, %v341
  %v882 = fsub float %v866, %v341
  %v883 = fsub float %v867, %v341
  %v884 = fsub float %v868, %v341
  %v885 = fsub float %v869, %v341
  %v886 = fsub float %v870, %v341
  %v887 = fsub float %v871, %v341
  %v888 = fsub float %v872, %v341
  %v889 = fsub float %v873, %v341
  %v890 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v874)
  %v891 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v875)
  %v892 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v876)
  %v893 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v877)
  %v894 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v878)
  %v895 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v879)
  %v896 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v880)
  %v897 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v881)
  %v898 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v882)
  %v899 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v883)
  %v900 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v884)
  %v901 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v885)
  %v902 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v886)
  %v903 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v887)
  %v904 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v888)
  %v905 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v889)
  %v906 = fmul float %v890, %v676
  %v907 = fmul float %v891, %v676
  %v908 = fmul float %v892, %v676
  %v909 = fmul float %v893, %v676
  %v910 = fmul float %v894, %v676
  %v911 = fmul float %v895, %v676
  %v912 = fmul float %v896, %v676
  %v913 = fmul float %v897, %v676
  %v914 = fmul float %v898, %v676
  %v915 = fmul float %v899, %v676
  %v916 = fmul float %v900, %v676
  %v917 = fmul float %v901, %v676
  %v918 = fmul float %v902, %v676
  %v919 = fmul float %v903, %v676
  %v920 = fmul float %v904, %v676
  %v921 = fmul float %v905, %v676
  %v922 = and i32 %v2, 1
  %v923 = shl i32 %v922, 2
  %v924 = lshr i32 %v2, 1
  %v925 = and i32 %v924, 1
  %v926 = shl i32 %v925, 3
  %v927 = or i32 %v923, %v926
  %v928 = lshr i32 %v2, 2
  %v929 = and i32 %v928, 1
  %v930 = shl i32 %v929, 4
  %v931 = or i32 %v927, %v930
  %v932 = lshr i32 %v2, 3
  %v933 = and i32 %v932, 1
  %v934 = shl i32 %v933, 5
  %v935 = or i32 %v931, %v934
  %v936 = lshr i32 %v2, 4
  %v937 = and i32 %v936, 1
  %v938 = shl i32 %v937, 6
  %v939 = or i32 %v935, %v938
  %v940 = and i32 %v3, 1
  %v941 = shl i32 %v940, 10
  %v942 = or i32 %v939, %v941
  %v943 = lshr i32 %v3, 1
  %v944 = and i32 %v943, 1
  %v945 = shl i32 %v944, 7
  %v946 = or i32 %v942, %v945
  %v947 = lshr i32 %v946, 10
  %v948 = and i32 %v947, 1
  %v949 = and i32 %v946, 1023
  %v950 = sext i32 %v4 to i64
  %v951 = mul i64 %v950, 2
  %v952 = zext i32 %v948 to i64
  %v953 = add i64 %v951, %v952
  %v954 = sext i32 %p8 to i64
  %v955 = zext i32 %p6 to i64
  %v956 = mul i64 %v953, %v954
  %v957 = add i64 %v951, 2
  %v958 = icmp sle i64 %v957, %v955
  %v959 = icmp sge i64 %v950, 0
  %v960 = and i1 %v958, %v959
  %v961 = sext i32 %v683 to i64
  %v962 = mul i64 %v961, 1024
  %v963 = zext i32 %v949 to i64
  %v964 = add i64 %v962, %v963
  %v965 = zext i32 %p7 to i64
  %v966 = add i64 %v956, %v964
  %v967 = add i64 %v962, 1024
  %v968 = icmp sle i64 %v967, %v965
  %v969 = icmp sge i64 %v961, 0
  %v970 = and i1 %v968, %v969
  %v971 = and i1 %v960, %v970
  br i1 %v971, label %st_full40, label %st_edge41
ld32:
  %v785 = load <4 x float>, <4 x float> addrspace(1)* %v784, align 16
  %v786 = extractelement <4 x float> %v785, i32 0
  %v787 = extractelement <4 x float> %v785, i32 1
  %v788 = extractelement <4 x float> %v785, i32 2
  %v789 = extractelement <4 x float> %v785, i32 3
  br label %ld_next33
ld_next33:
  %v790 = phi float [ %v786, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v791 = phi float [ %v787, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v792 = phi float [ %v788, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v793 = phi float [ %v789, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v794 = icmp ult i64 %v715, %v717
  %v795 = add i64 %v728, 256
  %v796 = add i64 %v726, 256
  %v797 = icmp ult i64 %v796, %v727
  %v798 = and i1 %v794, %v797
  %v799 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v795
  %v800 = bitcast float addrspace(1)* %v799 to <4 x float> addrspace(1)*
  br i1 %v798, label %ld34, label %ld_next35
ld34:
  %v801 = load <4 x float>, <4 x float> addrspace(1)* %v800, align 16
  %v802 = extractelement <4 x float> %v801, i32 0
  %v803 = extractelement <4 x float> %v801, i32 1
  %v804 = extractelement <4 x float> %v801, i32 2
  %v805 = extractelement <4 x float> %v801, i32 3
  br label %ld_next35
ld_next35:
  %v806 = phi float [ %v802, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v807 = phi float [ %v803, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v808 = phi float [ %v804, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v809 = phi float [ %v805, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v810 = icmp ult i64 %v715, %v717
  %v811 = add i64 %v728, 512
  %v812 = add i64 %v726, 512
  %v813 = icmp ult i64 %v812, %v727
  %v814 = and i1 %v810, %v813
  %v815 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v811
  %v816 = bitcast float addrspace(1)* %v815 to <4 x float> addrspace(1)*
  br i1 %v814, label %ld36, label %ld_next37
ld36:
  %v817 = load <4 x float>, <4 x float> addrspace(1)* %v816, align 16
  %v818 = extractelement <4 x float> %v817, i32 0
  %v819 = extractelement <4 x float> %v817, i32 1
  %v820 = extractelement <4 x float> %v817, i32 2
  %v821 = extractelement <4 x float> %v817, i32 3
  br label %ld_next37
ld_next37:
  %v822 = phi float [ %v818, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v823 = phi float [ %v819, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v824 = phi float [ %v820, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v825 = phi float [ %v821, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v826 = icmp ult i64 %v715, %v717
  %v827 = add i64 %v728, 768
  %v828 = add i64 %v726, 768
  %v829 = icmp ult i64 %v828, %v727
  %v830 = and i1 %v826, %v829
  %v831 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v827
  %v832 = bitcast float addrspace(1)* %v831 to <4 x float> addrspace(1)*
  br i1 %v830, label %ld38, label %ld_next39
ld38:
  %v833 = load <4 x float>, <4 x float> addrspace(1)* %v832, align 16
  %v834 = extractelement <4 x float> %v833, i32 0
  %v835 = extractelement <4 x float> %v833, i32 1
  %v836 = extractelement <4 x float> %v833, i32 2
  %v837 = extractelement <4 x float> %v833, i32 3
  br label %ld_next39
ld_next39:
  %v838 = phi float [ %v834, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v839 = phi float [ %v835, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v840 = phi float [ %v836, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v841 = phi float [ %v837, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  br label %ld_done31
st_full40:
  %v972 = icmp ult i64 %v953, %v955
  %v973 = icmp ult i64 %v964, %v965
  %v974 = and i1 %v972, %v973
  %v975 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v966
  %v976 = insertelement <4 x float> undef, float %v906, i32 0
  %v977 = insertelement <4 x float> %v976, float %v907, i32 1
  %v978 = insertelement <4 x float> %v977, float %v908, i32 2
  %v979 = insertelement <4 x float> %v978, float %v909, i32 3
  %v980 = bitcast float addrspace(1)* %v975 to <4 x float> addrspace(1)*
  store <4 x float> %v979, <4 x float> addrspace(1)* %v980, align 16
  %v981 = icmp ult i64 %v953, %v955
  %v982 = add i64 %v966, 256
  %v983 = add i64 %v964, 256
  %v984 = icmp ult i64 %v983, %v965
  %v985 = and i1 %v981, %v984
  %v986 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v982
  %v987 = insertelement <4 x float> undef, float %v910, i32 0
  %v988 = insertelement <4 x float> %v987, float %v911, i32 1
  %v989 = insertelement <4 x float> %v988, float %v912, i32 2
  %v990 = insertelement <4 x float> %v989, float %v913, i32 3
  %v991 = bitcast float addrspace(1)* %v986 to <4 x float> addrspace(1)*
  store <4 x float> %v990, <4 x float> addrspace(1)* %v991, align 16
  %v992 = icmp ult i64 %v953, %v955
  %v993 = add i64 %v966, 512
  %v994 = add i64 %v964, 512
  %v995 = icmp ult i64 %v994, %v965
  %v996 = and i1 %v992, %v995
  %v997 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v993
  %v998 = insertelement <4 x float> undef, float %v914, i32 0
  %v999 = insertelement <4 x float> %v998, float %v915, i32 1
  %v1000 = insertelement <4 x float> %v999, float %v916, i32 2
  %v1001 = insertelement <4 x float> %v1000, float %v917, i32 3
  %v1002 = bitcast float addrspace(1)* %v997 to <4 x float> addrspace(1)*
  store <4 x float> %v1001, <4 x float> addrspace(1)* %v1002, align 16
  %v1003 = icmp ult i64 %v953, %v955
  %v1004 = add i64 %v966, 768
  %v1005 = add i64 %v964, 768
  %v1006 = icmp ult i64 %v1005, %v965
  %v1007 = and i1 %v1003, %v1006
  %v1008 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1004
  %v1009 = insertelement <4 x float> undef, float %v918, i32 0
  %v1010 = insertelement <4 x float> %v1009, float %v919, i32 1
  %v1011 = insertelement <4 x float> %v1010, float %v920, i32 2
  %v1012 = insertelement <4 x float> %v1011, float %v921, i32 3
  %v1013 = bitcast float addrspace(1)* %v1008 to <4 x float> addrspace(1)*
  store <4 x float> %v1012, <4 x float> addrspace(1)* %v1013, align 16
  br label %st_done42
st_edge41:
  %v1014 = icmp ult i64 %v953, %v955
  %v1015 = icmp ult i64 %v964, %v965
  %v1016 = and i1 %v1014, %v1015
  %v1017 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v966
  br i1 %v1016, label %st43, label %join44
st_done42:
  %v1056 = add i64 %v678, 1
  br label %for26
st43:
  %v1018 = insertelement <4 x float> undef, float %v906, i32 0
  %v1019 = insertelement <4 x float> %v1018, float %v907, i32 1
  %v1020 = insertelement <4 x float> %v1019, float %v908, i32 2
  %v1021 = insertelement <4 x float> %v1020, float %v909, i32 3
  %v1022 = bitcast float addrspace(1)* %v1017 to <4 x float> addrspace(1)*
  store <4 x float> %v1021, <4 x float> addrspace(1)* %v1022, align 16
  br label %join44
join44:
  %v1023 = icmp ult i64 %v953, %v955
  %v1024 = add i64 %v966, 256
  %v1025 = add i64 %v964, 256
  %v1026 = icmp ult i64 %v1025, %v965
  %v1027 = and i1 %v1023, %v1026
  %v1028 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1024
  br i1 %v1027, label %st45, label %join46
st45:
  %v1029 = insertelement <4 x float> undef, float %v910, i32 0
  %v1030 = insertelement <4 x float> %v1029, float %v911, i32 1
  %v1031 = insertelement <4 x float> %v1030, float %v912, i32 2
  %v1032 = insertelement <4 x float> %v1031, float %v913, i32 3
  %v1033 = bitcast float addrspace(1)* %v1028 to <4 x float> addrspace(1)*
  store <4 x float> %v1032, <4 x float> addrspace(1)* %v1033, align 16
  br label %join46
join46:
  %v1034 = icmp ult i64 %v953, %v955
  %v1035 = add i64 %v966, 512
  %v1036 = add i64 %v964, 512
  %v1037 = icmp ult i64 %v1036, %v965
  %v1038 = and i1 %v1034, %v1037
  %v1039 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1035
  br i1 %v1038, label %st47, label %join48
st47:
  %v1040 = insertelement <4 x float> undef, float %v914, i32 0
  %v1041 = insertelement <4 x float> %v1040, float %v915, i32 1
  %v1042 = insertelement <4 x float> %v1041, float %v916, i32 2
  %v1043 = insertelement <4 x float> %v1042, float %v917, i32 3
  %v1044 = bitcast float addrspace(1)* %v1039 to <4 x float> addrspace(1)*
  store <4 x float> %v1043, <4 x float> addrspace(1)* %v1044, align 16
  br label %join48
join48:
  %v1045 = icmp ult i64 %v953, %v955
  %v1046 = add i64 %v966, 768
  %v1047 = add i64 %v964, 768
  %v1048 = icmp ult i64 %v1047, %v965
  %v1049 = and i1 %v1045, %v1048
  %v1050 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1046
  br i1 %v1049, label %st49, label %join50
st49:
  %v1051 = insertelement <4 x float> undef, float %v918, i32 0
  %v1052 = insertelement <4 x float> %v1051, float %v919, i32 1
  %v1053 = insertelement <4 x float> %v1052, float %v920, i32 2
  %v1054 = insertelement <4 x float> %v1053, float %v921, i32 3
  %v1055 = bitcast float addrspace(1)* %v1050 to <4 x float> addrspace(1)*
  store <4 x float> %v1054, <4 x float> addrspace(1)* %v1055, align 16
  br label %join50
join50:
  br label %st_done42
}

declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax_online, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax_online, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax_online, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
